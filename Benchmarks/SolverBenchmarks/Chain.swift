import Cassowary

/// PROBLEMS.md "CHAIN(N)": a vertical stack of N views, then BUILD, UPDATE, EDIT,
/// EDIT-SUGGEST-ONLY, EDIT-MID, REMOVE-PREF and REMOVE-LINK on one solver.
struct ChainBenchmark {
    let size: Int
    var frames = 1000
    var repetitions = 1000
    var linkMax = 1000
    var emit = true

    private struct View {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable
    }

    func run() {
        let n = size
        let t0 = nowNanoseconds()
        var views: [View] = []
        views.reserveCapacity(n)
        for _ in 0..<n {
            views.append(View(left: Variable(), top: Variable(), width: Variable(), height: Variable()))
        }
        let t1 = nowNanoseconds()
        var constraints: [Constraint] = []
        constraints.reserveCapacity(5 * n)
        var links: [Constraint?] = Array(repeating: nil, count: n)
        var prefs: [Constraint?] = Array(repeating: nil, count: n)
        for i in 0..<n {
            let view = views[i]
            constraints.append(view.left == 0)
            constraints.append(view.width == 320)
            constraints.append(view.height >= 44)
            let pref = (view.height == 44) | .medium
            prefs[i] = pref
            constraints.append(pref)
            if i == 0 {
                constraints.append((view.top == 0) | .weak)
            } else {
                let previous = views[i - 1]
                let link = view.top == previous.top + previous.height + 8
                links[i] = link
                constraints.append(link)
            }
        }
        let t2 = nowNanoseconds()
        let solver = Solver()
        must { () throws(SolverError) in
            for constraint in constraints { try solver.addConstraint(constraint) }
        }
        let t3 = nowNanoseconds()
        solver.updateVariables()
        let t4 = nowNanoseconds()
        let last = views[n - 1].top
        let expect = 52.0 * Double(n - 1)
        if emit {
            Record("BUILD", n).with("vars_ns", Double(t1 - t0)).with("construct_ns", Double(t2 - t1))
                .with("add_ns", Double(t3 - t2)).with("update_ns", Double(t4 - t3))
                .with("solve_ns", Double(t4 - t2)).with("total_ns", Double(t4 - t0))
                .with("check", last.value).with("expect", expect).with("ok", matches(last.value, expect))
                .emit()
        }

        var start = nowNanoseconds()
        var done = 0
        for _ in 0..<repetitions {
            solver.updateVariables()
            done += 1
            if nowNanoseconds() - start > budgetNanoseconds { break }
        }
        var end = nowNanoseconds()
        if emit {
            Record("UPDATE", n).with("reps", Double(done)).with("total_ns", Double(end - start))
                .with("per_op_ns", Double(end - start) / Double(done)).emit()
        }

        let top0 = views[0].top
        start = nowNanoseconds()
        must { () throws(SolverError) in try solver.addEditVariable(top0, strength: .strong) }
        let addEdit = nowNanoseconds() - start
        start = nowNanoseconds()
        done = 0
        for k in 0..<frames {
            must { () throws(SolverError) in try solver.suggestValue(top0, Double(k % 240 - 120)) }
            solver.updateVariables()
            done += 1
            if nowNanoseconds() - start > budgetNanoseconds { break }
        }
        end = nowNanoseconds()
        let editExpect = Double((done - 1) % 240 - 120) + expect
        if emit {
            Record("EDIT", n).with("frames", Double(done)).with("add_edit_ns", Double(addEdit))
                .with("total_ns", Double(end - start)).with("per_op_ns", Double(end - start) / Double(done))
                .with("check", last.value).with("expect", editExpect).with(
                    "ok", matches(last.value, editExpect)
                )
                .emit()
        }
        start = nowNanoseconds()
        done = 0
        for k in 0..<frames {
            must { () throws(SolverError) in try solver.suggestValue(top0, Double(k % 240 - 120)) }
            done += 1
            if nowNanoseconds() - start > budgetNanoseconds { break }
        }
        end = nowNanoseconds()
        solver.updateVariables()
        if emit {
            Record("EDIT-SUGGEST-ONLY", n).with("frames", Double(done)).with("total_ns", Double(end - start))
                .with("per_op_ns", Double(end - start) / Double(done)).emit()
        }
        must { () throws(SolverError) in try solver.removeEditVariable(top0) }
        solver.updateVariables()

        let heightMid = views[n / 2].height
        must { () throws(SolverError) in try solver.addEditVariable(heightMid, strength: .strong) }
        start = nowNanoseconds()
        done = 0
        for k in 0..<frames {
            must { () throws(SolverError) in try solver.suggestValue(heightMid, Double(24 + k % 50)) }
            solver.updateVariables()
            done += 1
            if nowNanoseconds() - start > budgetNanoseconds { break }
        }
        end = nowNanoseconds()
        let lastSuggestion = Double(24 + (done - 1) % 50)
        let midExpect = expect + max(lastSuggestion, 44) - 44
        if emit {
            Record("EDIT-MID", n).with("frames", Double(done)).with("total_ns", Double(end - start))
                .with("per_op_ns", Double(end - start) / Double(done)).with("check", last.value)
                .with("expect", midExpect).with("ok", matches(last.value, midExpect)).emit()
        }
        must { () throws(SolverError) in try solver.removeEditVariable(heightMid) }
        solver.updateVariables()

        // PREF first, LINK (destructive, slow in kiwi) last.
        for (name, list) in [("REMOVE-PREF", prefs), ("REMOVE-LINK", links)] {
            if name == "REMOVE-LINK" && n > linkMax { continue }
            guard let constraint = list[n / 2] else { continue }
            var first: Int64 = 0
            done = 0
            start = nowNanoseconds()
            while done < repetitions {
                must { () throws(SolverError) in
                    try solver.removeConstraint(constraint)
                    try solver.addConstraint(constraint)
                }
                done += 1
                let now = nowNanoseconds()
                if done == 1 { first = now - start }
                if now - start > budgetNanoseconds { break }
            }
            end = nowNanoseconds()
            solver.updateVariables()
            if emit {
                Record(name, n).with("total_ns", Double(end - start)).with("reps", Double(done))
                    .with("first_op_ns", Double(first)).with("per_op_ns", Double(end - start) / Double(done))
                    .with("check", last.value).with("expect", expect).with("ok", matches(last.value, expect))
                    .emit()
            }
        }
    }
}
