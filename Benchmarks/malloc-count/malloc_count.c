/* Counts heap allocations for the lab benchmarks (allocations per frame): loaded with
 * LD_PRELOAD by scripts/bench, it wraps glibc's allocator entry points and exposes the count as
 * kblab_malloc_count(), which kblab-bench looks up with dlsym (without it, no count is printed).
 * Build: cc -O2 -shared -fPIC -o libkblab-malloc-count.so malloc_count.c */
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_ullong allocations;

static inline void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *out = pointer;
    return 0;
}

void free(void *pointer) { __libc_free(pointer); }

unsigned long long kblab_malloc_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
