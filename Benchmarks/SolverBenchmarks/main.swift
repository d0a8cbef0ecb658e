// kblab-bench: the solver benchmark of ../shared/bench/PROBLEMS.md, one JSON line per problem in
// the shape of the kiwi peer's driver (kiwi_bench.cpp). Arguments as kiwi's:
//   kblab-bench [SIZES [ROWS [LINK_MAX]]]   e.g. kblab-bench 100,1000 3,30 1000
// Defaults: SIZES=100,1000,5000 ROWS=3,30,100 LINK_MAX=1000. Run it in release mode
// (`swift run -c release kblab-bench`, or `make bench` for the comparison with kiwi).
//   kblab-bench lab   the lab's own benchmarks instead (LabBenchmarks.swift).
//   kblab-bench lab scene-chain|scene-overflow|scene-cells [N]   one of issue 34's large scenes
//                     (LargeScenes.swift), alone in the process.

import KeyboardLab

let arguments = CommandLine.arguments
if arguments.count > 2 && arguments[1] == "lab" && arguments[2].hasPrefix("scene-") {
    // One large scene, alone in the process (its peak resident memory is the scene's).
    do throws(SimulationError) {
        try LargeScenes.run(arguments[2], size: arguments.count > 3 ? Int(arguments[3]) : nil)
    } catch {
        print("{\"lab\": \"error\", \"message\": \"\(error)\"}")
    }
} else if arguments.count > 1 && arguments[1] == "lab" {
    LabBenchmarks().run(only: Set(arguments.dropFirst(2)))
} else {
    runSolverBenchmarks()
}

func runSolverBenchmarks() {
    func parseList(_ index: Int, _ fallback: [Int]) -> [Int] {
        guard arguments.count > index else { return fallback }
        return arguments[index].split(separator: ",").compactMap { Int($0) }
    }
    let sizes = parseList(1, [100, 1000, 5000])
    let rowCounts = parseList(2, [3, 30, 100])
    let linkMax = arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000

    ChainBenchmark(size: 50, frames: 100, repetitions: 100, emit: false).run()  // warm-up
    for size in sizes { ChainBenchmark(size: size, linkMax: linkMax).run() }
    for rows in rowCounts { FormBenchmark(rowCount: rows).run() }

    // The layout engine's case (issue 3): a chat screen of 1000 rows (or the largest size asked
    // for below that) relaid out after one constant change; kiwi has no layout layer, so the
    // comparison script prints it beside our own EDIT figure at that size.
    if let rows = sizes.filter({ $0 <= 1000 }).max() {
        print(runChatRelayoutBenchmark(rows: rows))
        // The screens case (issue 13): the same chat as a stack of self-sizing labels above a
        // growing text view; the hand-constrained chat above is its peer.
        print(runStackRelayoutBenchmark(rows: rows))
    }

    // The table renderer's case (issues 9 and 11): `watch` + `run 120` prints 7200 rows; the
    // robustness issue asks for 10,000 in each mode.
    print(runTableRenderingBenchmark(rows: 10_000))
}
