/* libedit's el_set/el_get/history are C variadic functions, which Swift cannot call; these
   fixed-arity wrappers are the only way in. stdin/stdout/stderr are used here, in C, because
   Swift 6 rejects them as non-concurrency-safe globals. */
#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

typedef char *(*clibedit_prompt_fn)(EditLine *);
typedef unsigned char (*clibedit_cmd_fn)(EditLine *, int);

static inline EditLine *clibedit_init(const char *prog) { return el_init(prog, stdin, stdout, stderr); }
static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn f) { return el_set(el, EL_PROMPT, f); }
static inline int clibedit_set_editor(EditLine *el, const char *m) { return el_set(el, EL_EDITOR, m); }
static inline int clibedit_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int clibedit_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int clibedit_add_function(EditLine *el, const char *name, const char *help, clibedit_cmd_fn f)
    { return el_set(el, EL_ADDFN, name, help, f); }
static inline int clibedit_bind(EditLine *el, const char *key, const char *fn) { return el_set(el, EL_BIND, key, fn, NULL); }
static inline int clibedit_set_clientdata(EditLine *el, void *d) { return el_set(el, EL_CLIENTDATA, d); }
static inline void *clibedit_get_clientdata(EditLine *el) { void *d = NULL; el_get(el, EL_CLIENTDATA, &d); return d; }
static inline int clibedit_history_setsize(History *h, int n) { HistEvent ev; return history(h, &ev, H_SETSIZE, n); }
static inline int clibedit_history_setunique(History *h, int on) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, on); }
static inline int clibedit_history_enter(History *h, const char *s) { HistEvent ev; return history(h, &ev, H_ENTER, s); }
static inline int clibedit_history_load(History *h, const char *p) { HistEvent ev; return history(h, &ev, H_LOAD, p); }
static inline int clibedit_history_save(History *h, const char *p) { HistEvent ev; return history(h, &ev, H_SAVE, p); }
#endif
