#!/usr/bin/env python3
"""Oracle fixture for KiwiOracleTests: random systems run through kiwisolver 1.5.1.

Not run by CI; the committed fixture is its output. Regenerate with
    pip install kiwisolver==1.5.1
    python3 Benchmarks/oracle/generate.py > Tests/CassowaryTests/Fixtures/kiwi-oracle.txt

Deterministic: system i uses random.Random(SEED * 100003 + i). Only the numbering of the
variables can change between runs: it follows kiwi's heap-address order, probed per run. Each system runs in a worker
process so that a system on which kiwi's dual simplex cycles (it has no anti-cycling rule) is
cut off after a timeout and recorded as `hang` instead of stopping the generator.

Normal form. Our `L op R` stores `(L - R).reduced()`: the terms of L, then R's negated, summed
per variable in that order starting from 0.0, zeros dropped, sorted by variable creation. The
Python binding computes `L + (-R)` with the same term order and sums per variable the same way
(`reduce_expression`); the C++ `Constraint` re-reduces by `VariableData` address. Sums of two
terms are exact regardless of order, and no variable appears more than twice in a constraint,
so the coefficients agree bit for bit. A bare float on the left would make Python reflect the
comparison (`0 >= R` becomes `R <= 0`: R - L, the opposite sign), so each side starts as a
kiwi Expression. Term order decides which variable gets the lower symbol
id, hence kiwi's choices: the generator asks kiwi for its address order (`address_rank`) and
numbers the variables in the fixture by it, so the test creates them in kiwi's order.

Fixture lines (one per operation, values after `updateVariables`, only those that changed
since the system's previous line, repr() of the double: shortest exact round trip):
    S <name> <variables>
    C <id> <rel> <strength> <lhs tokens> / <rhs tokens>    tokens: <var>:<coef> or #<const>
    a|r <constraint id> ; <result> ; <var>=<value> ...      add / remove constraint
    e <var> <strength> ; ...                                add edit variable
    x <var> ; ...                                           remove edit variable
    s <var> <value> ; ...                                   suggest value
    D failed-add                kiwi's state changed although its addConstraint raised; the
                                oracle continues from a solver rebuilt by replaying the
                                successful operations (our semantics: the add never happened)
results: ok, Unsatisfiable, Duplicate, Unknown, DuplicateEdit, UnknownEdit, BadRequired,
Internal, hang (kiwi did not finish), abort (kiwi's process died: an InternalSolverError
thrown where the binding does not catch it); after hang or abort the system ends.
"""

import functools
import os
import random
import select
import subprocess
import sys

import kiwisolver as kiwi

SEED = 20261130
SYSTEMS = int(os.environ.get("ORACLE_SYSTEMS", "1200"))
TIMEOUT = 5.0
REQUIRED = kiwi.strength.required
NAMED = [REQUIRED, kiwi.strength.strong, kiwi.strength.medium, kiwi.strength.weak]

ERRORS = {
    "UnsatisfiableConstraint": "Unsatisfiable",
    "DuplicateConstraint": "Duplicate",
    "UnknownConstraint": "Unknown",
    "DuplicateEditVariable": "DuplicateEdit",
    "UnknownEditVariable": "UnknownEdit",
    "BadRequiredStrength": "BadRequired",
}


def number(value):
    """repr() without a trailing '.0' (Swift's Double() reads both)."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def address_rank(variables):
    """kiwi's term order: the variable kiwi makes basic in `a + b == 1` comes first."""

    def compare(a, b):
        solver = kiwi.Solver()
        solver.addConstraint(a + b == 1)
        solver.updateVariables()
        return -1 if a.value() == 1 else 1

    order = sorted(range(len(variables)), key=functools.cmp_to_key(
        lambda i, j: compare(variables[i], variables[j])))
    rank = [0] * len(variables)
    for position, index in enumerate(order):
        rank[index] = position
    for variable in variables:  # the probes wrote values; `v == 0` writes back +0.0
        solver = kiwi.Solver()
        solver.addConstraint(variable == 0)
        solver.updateVariables()
        assert repr(variable.value()) == "0.0"
    return rank


class System:
    """One random system: its variables, constraints and operations, in generator numbering."""

    def __init__(self, name, rng, count):
        self.name = name
        self.rng = rng
        self.count = count
        self.constraints = []  # (relation, strength, lhs, rhs); sides: ([(var, coef)], const)
        self.ops = []  # ("a", id) ("r", id) ("e", var, strength) ("x", var) ("s", var, value)

    def constraint(self, lhs, relation, rhs, strength=REQUIRED):
        self.constraints.append((relation, strength, lhs, rhs))
        return len(self.constraints) - 1

    def add(self, *args, **kwargs):
        cid = self.constraint(*args, **kwargs)
        self.ops.append(("a", cid))
        return cid

    def strength(self, required=0.3):
        rng = self.rng
        if rng.random() < required:
            return REQUIRED
        roll = rng.random()
        if roll < 0.7:
            return NAMED[rng.randrange(1, 4)]
        if roll < 0.9:
            return kiwi.strength.create(rng.choice([0, 1, 2, 999]), rng.choice([0, 1, 3, 500]),
                                        rng.choice([0, 1, 7]), rng.choice([1, 2, 0.5]))
        # An Auto Layout priority (Strength(layoutPriority:)): 10^(9 (p - 1) / 998).
        return 10.0 ** (9.0 * (rng.choice([1, 50, 250, 251, 500, 749, 750, 999]) - 1) / 998.0)

    def coefficient(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.5:
            return rng.choice([1.0, -1.0])
        if roll < 0.8:
            return rng.choice([2.0, -2.0, 0.5, -0.5, 3.0, 0.25])
        if roll < 0.95:
            return rng.choice([1.5, -0.25, 4.0])
        return rng.choice([1.0 / 3.0, -1.0 / 3.0, 0.1, 2.0 / 3.0, 1e-9])

    def constant(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.25:
            return 0.0
        if roll < 0.85:
            return float(rng.randint(-100, 100))
        return rng.randint(-400, 400) / 4.0 if roll < 0.97 else round(rng.uniform(-1000, 1000), 2)

    def side(self, variables, const):
        return ([(v, self.coefficient()) for v in variables], const)

    def random_constraint(self, strength=None, terms=4):
        rng = self.rng
        chosen = rng.sample(range(self.count), rng.randint(1, min(terms, self.count)))
        split = rng.randint(0, len(chosen))
        # At most one repeat: the same variable on both sides (a sum of two terms: exact).
        right = chosen[split:]
        if chosen[:split] and rng.random() < 0.1:
            right = right + [chosen[0]]
        lhs = self.side(chosen[:split], self.constant() if rng.random() < 0.5 else 0.0)
        rhs = self.side(right, self.constant())
        relation = rng.choice(["==", "<=", ">="])
        return self.constraint(lhs, relation, rhs,
                               self.strength() if strength is None else strength)

    def operations(self, steps):
        """Random removals, re-additions, duplicates and edits after the build."""
        rng = self.rng
        edits = {}
        for _ in range(steps):
            roll = rng.random()
            if roll < 0.2:
                self.ops.append(("r", rng.randrange(len(self.constraints))))
            elif roll < 0.35:
                self.ops.append(("a", rng.randrange(len(self.constraints))))
            elif roll < 0.45:
                cid = self.random_constraint()
                self.ops.append(("a", cid))
            elif roll < 0.55:
                v = rng.randrange(self.count)
                strength = self.strength(required=0.05)
                edits[v] = strength
                self.ops.append(("e", v, strength))
            elif roll < 0.6:
                v = rng.randrange(self.count)
                edits.pop(v, None)
                self.ops.append(("x", v))
            else:
                if edits and rng.random() < 0.9:
                    v = rng.choice(sorted(edits))
                else:
                    v = rng.randrange(self.count)
                self.ops.append(("s", v, self.constant()))


def random_system(name, rng):
    system = System(name, rng, rng.randint(2, 25))
    if rng.random() < 0.2:
        for v in range(system.count):
            system.add(([(v, 1.0)], 0.0), ">=", ([], -1000.0))
            system.add(([(v, 1.0)], 0.0), "<=", ([], 1000.0))
    for _ in range(rng.randint(1, system.count + 3)):
        system.ops.append(("a", system.random_constraint()))
    system.operations(rng.randint(3, 12))
    return system


def one_variable_system(name, rng):
    """Many constraints on one variable (ties between equal strengths), plus a few others."""
    system = System(name, rng, rng.randint(2, 6))
    for _ in range(rng.randint(3, 14)):
        v = 0 if rng.random() < 0.8 else rng.randrange(system.count)
        relation = rng.choice(["==", "<=", ">="])
        value = float(rng.choice([0, 10, 10, 20, -5, 100]))
        system.add(([(v, 1.0)], 0.0), relation, ([], value), system.strength(required=0.15))
    system.operations(rng.randint(3, 12))
    return system


def chain_system(name, rng):
    """top[i+1] >= top[i] + height[i] + gap; competing preferences of equal strength."""
    views = rng.randint(2, 12)
    system = System(name, rng, 2 * views)
    system.add(([(0, 1.0)], 0.0), "==", ([], 0.0))
    for i in range(views):
        top, height = 2 * i, 2 * i + 1
        system.add(([(height, 1.0)], 0.0), "==", ([], float(rng.choice([44, 44, 20, 0]))),
                   rng.choice([REQUIRED, kiwi.strength.strong, kiwi.strength.medium]))
        if i + 1 < views:
            gap = float(rng.choice([0, 8, 8]))
            system.add(([(2 * (i + 1), 1.0)], 0.0), rng.choice([">=", "=="]),
                       ([(top, 1.0), (height, 1.0)], gap), rng.choice([REQUIRED, REQUIRED, 1e6]))
    for _ in range(rng.randint(0, views)):
        v = rng.randrange(system.count)
        system.add(([(v, 1.0)], 0.0), rng.choice(["==", "<=", ">="]),
                   ([], float(rng.randrange(0, 600, 10))), rng.choice(NAMED[1:]))
    system.operations(rng.randint(3, 15))
    return system


def layout_system(name, rng):
    """Auto Layout style: container width edited; views pinned with margins and ratios."""
    views = rng.randint(1, 6)
    system = System(name, rng, 2 + 2 * views)  # 0 container left, 1 container width
    system.add(([(0, 1.0)], 0.0), "==", ([], 0.0))
    system.add(([(1, 1.0)], 0.0), ">=", ([], 0.0))
    for i in range(views):
        left, width = 2 + 2 * i, 3 + 2 * i
        margin = float(rng.choice([0, 8, 16, 20]))
        system.add(([(left, 1.0)], 0.0), ">=", ([(0, 1.0)], margin))
        system.add(([(left, 1.0), (width, 1.0)], 0.0), "<=", ([(0, 1.0), (1, 1.0)], -margin))
        system.add(([(width, 1.0)], 0.0), ">=", ([], float(rng.choice([0, 44, 80]))),
                   system.strength(required=0.5))
        priority = system.strength(required=0.0)
        if rng.random() < 0.5:
            system.add(([(width, 1.0)], 0.0), "==",
                       ([(1, rng.choice([0.5, 1.0 / 3.0, 0.25, 1.0]))], 0.0), priority)
        else:
            system.add(([(left, 1.0), (width, 0.5)], 0.0), "==",
                       ([(0, 1.0), (1, 0.5)], 0.0), priority)  # centerX == container centerX
        if i > 0:
            system.add(([(left, 1.0)], 0.0), ">=", ([(left - 2, 1.0), (width - 2, 1.0)], 8.0),
                       system.strength(required=0.5))
    system.ops.append(("e", 1, kiwi.strength.strong))
    for _ in range(rng.randint(2, 10)):
        system.ops.append(("s", 1, float(rng.choice([320, 375, 414, 768, 1024, 100, 0, -10]))))
    system.operations(rng.randint(0, 8))
    return system


def unsatisfiable_system(name, rng):
    """Conflicting required constraints, through both of kiwi's failure paths."""
    system = System(name, rng, rng.randint(2, 8))
    n = system.count
    for _ in range(rng.randint(1, 2 * n)):
        system.ops.append(("a", system.random_constraint(strength=REQUIRED, terms=3)))
        if rng.random() < 0.3:
            system.ops.append(("a", system.random_constraint(terms=3)))
    system.add(([(0, 1.0)], 0.0), "==", ([], 5.0))
    system.add(([(0, 1.0)], 0.0), "==", ([], 6.0))
    if n >= 2:
        system.add(([(1, 1.0)], 0.0), ">=", ([(0, 1.0)], 10.0))
        system.add(([(0, 1.0)], 0.0), ">=", ([(1, 1.0)], 0.0))
    system.operations(rng.randint(3, 10))
    return system


def build(index):
    rng = random.Random(SEED * 100003 + index)
    kind = rng.choice([random_system] * 4 + [one_variable_system, chain_system,
                                             layout_system, layout_system, unsatisfiable_system])
    return kind("%s-%d" % (kind.__name__.replace("_system", ""), index), rng)


def error_name(error):
    return ERRORS.get(type(error).__name__, "Internal")


def run(index):
    """Lines for system `index`, emitted as they are produced (a hang cuts the system)."""
    system = build(index)
    variables = [kiwi.Variable("v%d" % i) for i in range(system.count)]
    rank = address_rank(variables)
    emit = functools.partial(print, flush=False)
    emit("S %s %d" % (system.name, system.count))
    kconstraints = []
    for cid, (relation, strength, lhs, rhs) in enumerate(system.constraints):
        def expression(side):
            # Start from an Expression, never a bare float: Python would reflect `0 >= R` into
            # `R <= 0`, storing R - L where we store L - R.
            terms, const = side
            value = kiwi.Expression((), const)
            for v, coef in terms:
                value = value + coef * variables[v]
            return value

        left, right = expression(lhs), expression(rhs)
        built = {"==": lambda: left == right, "<=": lambda: left <= right,
                 ">=": lambda: left >= right}[relation]()
        kconstraints.append(built | strength)

        def tokens(side):
            terms, const = side
            return ["%d:%s" % (rank[v], number(c)) for v, c in terms] + ["#" + number(const)]

        emit("C %d %s %s %s / %s" % (cid, relation, number(strength), " ".join(tokens(lhs)),
                                     " ".join(tokens(rhs))))
    sys.stdout.flush()
    log = []  # the successful operations, replayed after a failed add
    previous = ["0"] * system.count  # as our variables start
    for op in system.ops:
        kind = op[0]
        if kind == "a":
            text = "a %d" % op[1]
        elif kind == "r":
            text = "r %d" % op[1]
        elif kind == "e":
            text = "e %d %s" % (rank[op[1]], number(op[2]))
        elif kind == "x":
            text = "x %d" % rank[op[1]]
        else:
            text = "s %d %s" % (rank[op[1]], number(op[2]))
        print(text + " ; hang", file=sys.stderr, flush=True)  # what the parent records on a hang
        before = SOLVER[0].dumps() if kind == "a" else None
        try:
            apply(SOLVER[0], op, kconstraints, variables)
            result = "ok"
            log.append(op)
        except Exception as error:  # noqa: BLE001 - kiwi's error types are the data
            result = error_name(error)
        changed = False
        if result == "Unsatisfiable":
            # Our documented departure: a failed add leaves the solver as it was. kiwi may have
            # pivoted (artificial-variable path) or registered new variables; the oracle goes on
            # from kiwi's state without the failed add: the successful operations replayed.
            changed = before != SOLVER[0].dumps()
            SOLVER[0] = kiwi.Solver()
            for done in log:
                apply(SOLVER[0], done, kconstraints, variables)
        SOLVER[0].updateVariables()
        changes = []
        for v in range(system.count):
            value = number(variables[v].value())
            if value != previous[v]:
                previous[v] = value
                changes.append((rank[v], value))
        emit("%s ; %s ; %s" % (text, result, " ".join("%d=%s" % c for c in sorted(changes))))
        if changed:
            emit("D failed-add")
        sys.stdout.flush()


def apply(solver, op, kconstraints, variables):
    kind = op[0]
    if kind == "a":
        solver.addConstraint(kconstraints[op[1]])
    elif kind == "r":
        solver.removeConstraint(kconstraints[op[1]])
    elif kind == "e":
        solver.addEditVariable(variables[op[1]], op[2])
    elif kind == "x":
        solver.removeEditVariable(variables[op[1]])
    else:
        solver.suggestValue(variables[op[1]], op[2])


SOLVER = [None]


def worker(start, end):
    for index in range(start, end):
        SOLVER[0] = kiwi.Solver()
        run(index)
        print("END", flush=True)


def main():
    out = sys.stdout
    out.write("# kiwisolver %s, generate.py seed %d, %d systems\n" % (kiwi.__version__, SEED,
                                                                      SYSTEMS))
    index = 0
    while index < SYSTEMS:
        child = subprocess.Popen([sys.executable, __file__, "--worker", str(index), str(SYSTEMS)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        buffers = {child.stdout.fileno(): b"", child.stderr.fileno(): b""}
        pending = []
        last_op = ""
        finished = False
        while not finished:
            ready, _, _ = select.select(list(buffers), [], [], TIMEOUT)
            if not ready:  # kiwi is cycling: record the step and restart after this system
                child.kill()
                child.wait()
                out.write("".join(pending))
                out.write(last_op + "\n")
                index += 1
                break
            for fd in ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    if fd == child.stdout.fileno():
                        finished = True
                    del buffers[fd]
                    continue
                *lines, buffers[fd] = (buffers[fd] + chunk).split(b"\n")
                for raw in lines:
                    line = raw.decode()
                    if fd == child.stderr.fileno():
                        last_op = line if line.endswith("; hang") else last_op
                    elif line == "END":
                        out.write("".join(pending))
                        pending = []
                        index += 1
                    else:
                        pending.append(line + "\n")
        if finished:
            child.wait()
            if child.returncode != 0:  # kiwi aborted (an uncaught C++ InternalSolverError)
                out.write("".join(pending))
                out.write(last_op.replace("; hang", "; abort") + "\n")
                index += 1


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--worker":
        worker(int(sys.argv[2]), int(sys.argv[3]))
    else:
        main()
