#!/usr/bin/env python3
"""The lab's own benchmarks, printed by scripts/bench beside the solver table.

  lab-bench.py lab KBLAB_BENCH RUNS [MALLOC_SHIM]
      runs `kblab-bench lab` RUNS times (with the allocation counter preloaded when given)
      and prints the transition, technique, compare and matrix figures, each with its peer.
  lab-bench.py shell KBLAB LINES RUNS
      times the release `kblab` against `sqlite3`'s shell: start-up with empty input, and the
      cost of one line for LINES piped lines of each kind (echo, an unknown command, a
      constraint, an expect), from (T(LINES) - T(0)) / LINES, each against sqlite3's line of the
      same kind (`.print`, an unknown dot-command, an INSERT, a SELECT of an expression) and
      the last two also against `.print`. When valgrind is installed, the same lines are also
      counted in instructions (callgrind counts them exactly, so the figure does not move with
      the machine's load): (I(N) - I(0)) / N for N = min(LINES, 10000) lines (2000 for the
      constraint), ours against sqlite3's.

Medians; ratio = ours / peer (below 1: ours takes less)."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def human(ns):
    if ns is None:
        return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def ratio(a, b):
    return f"{a / b:.3f}" if a is not None and b else "-"


def row(case, figure, ours, peer_name, peer, note=""):
    print(f"| {case} | {figure} | {ours} | {peer_name} | {peer} | {note} |")


def lab(bench, runs, shim):
    env = dict(os.environ)
    if shim:
        env["LD_PRELOAD"] = shim
    records = []
    for run in range(runs):
        print(f"kblab bench: lab run {run + 1} of {runs}", file=sys.stderr)
        out = subprocess.run([bench, "lab"], env=env, capture_output=True, text=True, check=True).stdout
        records += [json.loads(line) for line in out.splitlines() if line.startswith("{")]

    def pick(lab_name, **match):
        return [r for r in records if r["lab"] == lab_name and all(r.get(k) == v for k, v in match.items())]

    def med(items, key):
        values = [r[key] for r in items if r.get(key) is not None]
        return statistics.median(values) if values else None

    print("| case | figure | ours | peer | peer's | ratio, note |")
    print("|---|---|---|---|---|---|")
    for case in ("show", "hide"):
        items = pick("TRANSITION", case=case)
        if not items:
            continue
        per_transition = med(items, "transition_ns")
        mallocs = med(items, "mallocs_per_frame")
        frames = items[0]["frames"]
        row(f"TRANSITION {case} (chat screen, layout guide, tracked)", "engine time per transition",
            human(per_transition), "issue 12 target", human(items[0]["target_ns"]),
            f"{ratio(per_transition, items[0]['target_ns'])} of the target; {frames:.0f} frames, "
            f"{human(med(items, 'per_frame_ns'))} and "
            f"{'-' if mallocs is None else f'{mallocs:.2f}'} allocations per frame")
    guide = med(pick("TECHNIQUE", technique="keyboard-layout-guide"), "show_hide_ns")
    for technique in dict.fromkeys(r["technique"] for r in pick("TECHNIQUE")):
        items = pick("TECHNIQUE", technique=technique)
        time_ns = med(items, "show_hide_ns")
        mallocs = med(items, "mallocs_per_frame")
        row(f"TECHNIQUE {technique}", "show + hide", human(time_ns), "keyboard-layout-guide", human(guide),
            f"{ratio(time_ns, guide)}; {'-' if mallocs is None else f'{mallocs:.2f}'} allocations per frame")
    items = pick("COMPARE-ALL")
    if items:
        serial, parallel = med(items, "serial_ns"), med(items, "parallel_ns")
        agree = all(r["agree"] for r in items)
        row("COMPARE all on show, quicktype off, rotate, hide", "Simulator.compare, serial (the shell's)",
            human(serial), "the same, one technique per core", human(parallel),
            f"{ratio(parallel, serial)} (parallel / serial); same series: {'yes' if agree else 'NO'}")
    items = pick("MATRIX")
    if items:
        serial, parallel = med(items, "serial_ns"), med(items, "parallel_ns")
        identical = all(r["identical"] for r in items)
        first = items[0]
        speedup = f"{serial / parallel:.2f}×" if serial and parallel else "-"
        row(f"MATRIX {first['cells']:.0f} cells × {first['scenarios']:.0f} scenarios", "parallel",
            human(parallel), "serial", human(serial),
            f"speed-up {speedup} on {first['cores']:.0f} cores; identical tables: {'yes' if identical else 'NO'}; "
            f"failed cells: {first['failed_cells']:.0f}")
    print(f"\nLab: medians of {runs} runs of `kblab-bench lab`"
          + (", allocations counted by Benchmarks/malloc-count." if shim else ", allocations not counted."))
    scenes(bench)


# Issue 34's large scenes before its work (commit f0e2f09 with only this benchmark added, the
# same release build of kblab-bench, one run each at load 2 on the shared 2-core machine): the
# peer each figure is read against.
SCENES_BEFORE = {
    "SCENE-CHAIN": {"peak_rss_bytes": 1_237_151_744, "build_ns": 1_685_694_187, "transitions_ns": 65_898_681},
    "SCENE-OVERFLOW": {"per_report_ns": 4_062_747, "total_ns": 1_556_031_938},
    "SCENE-CELLS": {"show_ns": 33_681_604, "hide_ns": 36_347_385},
}


def scenes(bench):
    """Each large scene once, alone in its process (its peak resident memory is the scene's)."""
    print()
    print("| scene | figure | now | before issue 34 | target | ratio (now / before) |")
    print("|---|---|---|---|---|---|")
    for name in ("scene-chain", "scene-overflow", "scene-cells"):
        print(f"kblab bench: {name}", file=sys.stderr)
        done = subprocess.run([bench, "lab", name], capture_output=True, text=True)
        found = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
        if not found or found[0].get("lab") == "error":
            row(name, "error", "-", "-", "-", (found[0].get("message") if found else done.stderr.strip()[-200:]))
            continue
        r = found[0]
        before = SCENES_BEFORE.get(r["lab"], {})
        if r["lab"] == "SCENE-CHAIN":
            mib = lambda b: "-" if b is None else f"{b / 1048576:.0f} MiB"
            row(f"SCENE-CHAIN {r['views']:.0f} views, 4 transitions", "peak resident memory",
                mib(r.get("peak_rss_bytes")), mib(before.get("peak_rss_bytes")), "≤ 200 MB (bound: 1 GiB)",
                f"{ratio(r.get('peak_rss_bytes'), before.get('peak_rss_bytes'))}; solvers hold "
                f"{mib(r.get('solver_bytes'))}; build {human(r['build_ns'])}, transitions "
                f"{human(r['transitions_ns'])}; last view's top {r.get('last_top')}")
        elif r["lab"] == "SCENE-OVERFLOW":
            row(f"SCENE-OVERFLOW {r['views']:.0f} views, {r['reports']:.0f} conflict reports",
                "time per report", human(r.get("per_report_ns")), human(before.get("per_report_ns")), "≤ 1 ms",
                f"{ratio(r.get('per_report_ns'), before.get('per_report_ns'))}; whole script {human(r['total_ns'])}")
        else:
            for case in ("show", "hide"):
                row(f"SCENE-CELLS {r['views']:.0f} views, {case}", "engine time per transition",
                    human(r[f"{case}_ns"]), human(before.get(f"{case}_ns")), "≤ 10 ms",
                    f"{ratio(r[f'{case}_ns'], before.get(f'{case}_ns'))}; "
                    f"{r['frames_per_transition']:.0f} frames")


def timed(command, stdin_path):
    with open(stdin_path, "rb") as stdin:
        start = time.perf_counter_ns()
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter_ns() - start


def shell(kblab, lines, runs):
    sqlite = shutil.which("sqlite3")
    # (case, our line, our first line, sqlite3's line, its first line). Each kind against the
    # sqlite3 line of the same kind: a dot-command that prints, an unknown dot-command, a line
    # that adds to what the shell holds (a row; ours a constraint), a line that evaluates an
    # expression. The last two also against `.print`, the cheapest line sqlite3 has.
    kinds = [
        ("echo", "echo hello world", "", ".print hello world", ""),
        ("unknown command", "frobnicate", "", ".frobnicate", ""),
        # A new optional constraint on one view per line. Every one shares a.height, so each
        # addition pivots through the earlier ones (quadratic; 1000 lines 0.23 s, 16000 lines
        # 20 s): this case runs min(lines, 2000) lines. (Required duplicates are cubic.)
        ("constraint", "constraint a.height == 10 @250", "view a", "INSERT INTO c VALUES (10);",
         "CREATE TABLE c(v);"),
        ("constraint", "constraint a.height == 10 @250", "view a", ".print constraint", ""),
        ("expect", "expect 1 + 1 == 2", "", "SELECT 1 + 1 = 2;", ""),
        ("expect", "expect 1 + 1 == 2", "", ".print expect", ""),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty")
        open(empty, "w").close()
        print("| case | figure | kblab | sqlite3 | ratio |")
        print("|---|---|---|---|---|")
        ours = zero(kblab, empty)
        theirs = zero(sqlite, empty) if sqlite else None
        print(f"| START-UP | empty input to exit | {human(ours)} | {human(theirs)} | {ratio(ours, theirs)} |")
        for name, ours_line, ours_first, their_line, their_first in kinds:
            count = min(lines, 2000) if name == "constraint" else lines
            mine = os.path.join(tmp, "ours.kbl")
            peer = os.path.join(tmp, "peer.sql")
            with open(mine, "w") as f:
                if ours_first:
                    f.write(ours_first + "\n")
                f.write((ours_line + "\n") * count)
            # sqlite3 takes about a microsecond a line: at least 100000, so that its start-up
            # noise does not swamp the difference.
            peer_count = max(count, 100000)
            with open(peer, "w") as f:
                if their_first:
                    f.write(their_first + "\n")
                f.write((their_line + "\n") * peer_count)
            print(f"kblab bench: shell, {count} lines of {name}", file=sys.stderr)
            # A case cut to fewer lines (the constraint's 2,000, about 8 ms) is run more times, up to
            # five times as many: one run's start-up noise, a few tenths of a millisecond, moved
            # its figure by a tenth (two runs timed the same line at 3.2 and 4.0 µs).
            case_runs = runs * max(1, min(5, lines // max(count, 1)))
            ours = (statistics.median(timed([kblab], mine) for _ in range(case_runs)) - zero(kblab, empty)) / count
            theirs = None
            if sqlite:
                theirs = (statistics.median(timed([sqlite], peer) for _ in range(runs)) - zero(sqlite, empty)) / peer_count
            print(f"| LINE {name} ({count} lines) | `{ours_line}` vs `{their_line}` | {human(ours)} | {human(theirs)} "
                  f"| {ratio(ours, theirs)} |")
        print(f"\nShell: {lines} piped lines per kind, medians of {runs} runs (a case of fewer lines: up to five"
              f" times as many runs); per line = (T(lines) - T(empty)) / lines."
              + ("" if sqlite else " sqlite3 is not installed: no peer."))
        instructions(kblab, sqlite, kinds, lines, tmp, empty)


def instructions(kblab, sqlite, kinds, lines, tmp, empty):
    """The same kinds of line counted in instructions by callgrind, when valgrind is here."""
    if not shutil.which("valgrind"):
        print("\nInstructions: valgrind is not installed (apt-get install valgrind): not counted.")
        return
    print("\n| case | kblab, instructions | sqlite3, instructions | ratio |")
    print("|---|---|---|---|")
    kblab_zero = counted([kblab], empty)
    sqlite_zero = counted([sqlite], empty) if sqlite else None
    print(f"| START-UP | {kblab_zero:,} | {sqlite_zero:,} | {ratio(kblab_zero, sqlite_zero)} |"
          if sqlite_zero else f"| START-UP | {kblab_zero:,} | - | - |")
    for name, ours_line, ours_first, their_line, their_first in kinds:
        count = min(lines, 2000 if name == "constraint" else 10000)
        mine, peer = os.path.join(tmp, "ours.kbl"), os.path.join(tmp, "peer.sql")
        mine_zero, peer_zero = os.path.join(tmp, "ours0.kbl"), os.path.join(tmp, "peer0.sql")
        for path, first, line, n in ((mine, ours_first, ours_line, count), (mine_zero, ours_first, ours_line, 0),
                                     (peer, their_first, their_line, count), (peer_zero, their_first, their_line, 0)):
            with open(path, "w") as f:
                if first:
                    f.write(first + "\n")
                f.write((line + "\n") * n)
        ours = (counted([kblab], mine) - counted([kblab], mine_zero)) // count
        theirs = (counted([sqlite], peer) - counted([sqlite], peer_zero)) // count if sqlite else None
        print(f"| LINE {name} | {ours:,} (`{ours_line}`) | "
              + (f"{theirs:,} (`{their_line}`) | {ratio(ours, theirs)} |" if theirs else "- | - |"))
    print("\nInstructions: callgrind's exact count, per line = (I(N lines) - I(first line only)) / N;"
          " not time (sqlite3's `.print` is one write(2) a line, ours are buffered), but it does not"
          " move with the machine's load.")


def counted(command, stdin_path):
    """Instructions `command` executes reading `stdin_path` (callgrind)."""
    # Swift seeds its string hashing per process: fixed here, so that dictionary probes (and
    # the count) are the same from run to run.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    with open(stdin_path, "rb") as stdin:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
            stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=environment)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    raise RuntimeError(f"callgrind gave no count for {command[0]}: {result.stderr[-300:]}")


_zero = {}


def zero(command, empty):
    """The run time of `command` with empty input (median of 9): what a line costs on top."""
    if command not in _zero:
        _zero[command] = statistics.median(timed([command], empty) for _ in range(9))
    return _zero[command]


if __name__ == "__main__":
    if sys.argv[1] == "lab":
        lab(sys.argv[2], int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else None)
    elif sys.argv[1] == "shell":
        shell(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
