import Cassowary

/// PROBLEMS.md "FORM(R)": an enaml-like label/field form of R rows, built (FORM-BUILD) then
/// resized through kiwi's six window sizes (FORM-RESIZE).
struct FormBenchmark {
    let rowCount: Int
    var frames = 1200

    private struct FormRow {
        let ll = Variable()
        let lt = Variable()
        let lw = Variable()
        let lh = Variable()
        let fl = Variable()
        let ft = Variable()
        let fw = Variable()
        let fh = Variable()
    }

    static let sizes: [(Double, Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// `[ww, wh, fw[0], ft[R-1], lt[R-1]]` after the last frame (800, 400), from PROBLEMS.md.
    static let expected: [Int: [Double]] = [
        3: [800, 400, 710, 72, 74.5], 30: [800, 940, 710, 909, 911.5], 100: [800, 3110, 710, 3079, 3081.5],
    ]

    func run() {
        let r = rowCount
        let mm = Strength.create(0, 1, 0, weight: 1.25)
        let t0 = nowNanoseconds()
        let wl = Variable()
        let wt = Variable()
        let ww = Variable()
        let wh = Variable()
        let cl = Variable()
        let cr = Variable()
        let ct = Variable()
        let cb = Variable()
        let mid = Variable()
        let rows = (0..<r).map { _ in FormRow() }
        var cons: [Constraint] = []
        cons.reserveCapacity(12 + 25 * r)
        cons += [wl == 0, wt == 0, ww >= 0, wh >= 0, (ww == 0) | .medium, (wh == 0) | .medium]
        cons += [cl == wl + 10, cr == wl + ww - 10, ct == wt + 10, cb == wt + wh - 10]
        var previous: FormRow?
        for x in rows {
            for v in [x.ll, x.lt, x.lw, x.lh, x.fl, x.ft, x.fw, x.fh] { cons.append(v >= 0) }
            cons += [
                (x.lw == 60) | .weak, (x.lw >= 60) | .strong, (x.lh == 16) | .strong, (x.lh >= 16) | .strong,
            ]
            cons += [(x.fw >= 125) | .strong, (x.fh == 21) | .strong, (x.fh >= 21) | .strong]
            cons += [x.ll >= cl, (x.ll == cl) | mm]
            cons += [x.fl >= x.ll + x.lw + 10, (x.fl == x.ll + x.lw + 10) | mm]
            cons.append((x.fl == mid) | .strong)
            cons += [cr >= x.fl + x.fw, (cr == x.fl + x.fw) | mm]
            if let p = previous {
                cons += [x.ft >= p.ft + p.fh + 10, (x.ft == p.ft + p.fh + 10) | mm]
            } else {
                cons += [x.ft >= ct, (x.ft == ct) | mm]
            }
            cons.append((x.lt + 0.5 * x.lh == x.ft + 0.5 * x.fh) | .strong)
            previous = x
        }
        let lastRow = rows[r - 1]
        cons += [cb >= lastRow.ft + lastRow.fh, (cb == lastRow.ft + lastRow.fh) | .weak]
        let t1 = nowNanoseconds()
        let solver = Solver()
        must { () throws(SolverError) in
            for constraint in cons { try solver.addConstraint(constraint) }
            try solver.addEditVariable(ww, strength: .strong)
            try solver.addEditVariable(wh, strength: .strong)
        }
        let t2 = nowNanoseconds()
        solver.updateVariables()
        let t3 = nowNanoseconds()
        Record("FORM-BUILD", r).with("n_constraints", Double(cons.count)).with(
            "construct_ns", Double(t1 - t0)
        )
        .with("add_ns", Double(t2 - t1)).with("update_ns", Double(t3 - t2)).with("solve_ns", Double(t3 - t1))
        .with("total_ns", Double(t3 - t0)).emit()

        let start = nowNanoseconds()
        var done = 0
        for k in 0..<frames {
            let (w, h) = FormBenchmark.sizes[k % 6]
            must { () throws(SolverError) in
                try solver.suggestValue(ww, w)
                try solver.suggestValue(wh, h)
            }
            solver.updateVariables()
            done += 1
            if k % 6 == 5 && nowNanoseconds() - start > budgetNanoseconds { break }  // whole cycles
        }
        let end = nowNanoseconds()
        let check = [ww.value, wh.value, rows[0].fw.value, lastRow.ft.value, lastRow.lt.value]
        var record = Record("FORM-RESIZE", r).with("frames", Double(done)).with(
            "total_ns", Double(end - start)
        )
        .with("per_op_ns", Double(end - start) / Double(done)).with("check", check)
        if let expect = FormBenchmark.expected[r] {
            record = record.with("expect", expect).with(
                "ok", zip(check, expect).allSatisfy { matches($0, $1) })
        }
        record.emit()
    }
}
