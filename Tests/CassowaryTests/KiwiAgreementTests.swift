import Cassowary
import XCTest

/// The same operations as kiwi 1.5.1 (C++ core, `L − R` form), value for value, bit for bit.
///
/// Expected values are kiwi's output: a small driver (in the style of
/// ../shared/bench/kiwi/kiwi_bench.cpp) built the FORM problem with R = 2 and a 6-view CHAIN,
/// ran the frames, removals and edits below and printed every variable with `%.17g` after
/// each step. They include kiwi's choices where the optimum is not unique (a removed link
/// leaves the lower views to kiwi's marker-leaving-row rule) and its signed zeros.
final class KiwiAgreementTests: XCTestCase {
    private let kiwi: [String: [Double]] = [
        "form-build": [
            -0.0, -0.0, 215, 72, 10, 205, 10, 62, 80, 10, 12.5, 60, 16, 80, 10, 125, 21, 10, 43.5, 60, 16, 80,
            41, 125, 21,
        ],
        "form-frame0": [
            -0.0, -0.0, 400, 600, 10, 390, 10, 590, 80, 10, 12.5, 60, 16, 80, 10, 310, 21, 10, 43.5, 60, 16,
            80, 41, 310, 21,
        ],
        "form-frame1": [
            -0.0, -0.0, 600, 400, 10, 590, 10, 390, 80, 10, 12.5, 60, 16, 80, 10, 510, 21, 10, 43.5, 60, 16,
            80, 41, 510, 21,
        ],
        "form-frame2": [
            -0.0, -0.0, 800, 1200, 10, 790, 10, 1190, 80, 10, 12.5, 60, 16, 80, 10, 710, 21, 10, 43.5, 60, 16,
            80, 41, 710, 21,
        ],
        "form-frame3": [
            -0.0, -0.0, 1200, 800, 10, 1190, 10, 790, 80, 10, 12.5, 60, 16, 80, 10, 1110, 21, 10, 43.5, 60,
            16, 80, 41, 1110, 21,
        ],
        "form-frame4": [
            -0.0, -0.0, 400, 800, 10, 390, 10, 790, 80, 10, 12.5, 60, 16, 80, 10, 310, 21, 10, 43.5, 60, 16,
            80, 41, 310, 21,
        ],
        "form-frame5": [
            -0.0, -0.0, 800, 400, 10, 790, 10, 390, 80, 10, 12.5, 60, 16, 80, 10, 710, 21, 10, 43.5, 60, 16,
            80, 41, 710, 21,
        ],
        "form-frame6": [
            -0.0, -0.0, 215, 72, 10, 205, 10, 62, 80, 10, 12.5, 60, 16, 80, 10, 125, 21, 10, 43.5, 60, 16, 80,
            41, 125, 21,
        ],
        "form-remove": [
            -0.0, -0.0, 215, 72, 10, 205, 10, 62, 80, 10, 12.5, 60, 16, 80, 10, 125, 21, 10, 0, 60, 16, 80,
            41, 125, 21,
        ],
        "chain-build": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 44, -0.0, 208, 320,
            44, -0.0, 260, 320, 44,
        ],
        "chain-nolink": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, -104, 320, 44, -0.0, -52, 320,
            44, -0.0, 0, 320, 44,
        ],
        "chain-relink": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 44, -0.0, 208, 320,
            44, -0.0, 260, 320, 44,
        ],
        "chain-mid0": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 44, -0.0, 208, 320,
            44, -0.0, 260, 320, 44,
        ],
        "chain-mid1": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 44, -0.0, 208, 320,
            44, -0.0, 260, 320, 44,
        ],
        "chain-mid2": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 44, -0.0, 208, 320,
            44, -0.0, 260, 320, 44,
        ],
        "chain-mid3": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 51, -0.0, 215, 320,
            44, -0.0, 267, 320, 44,
        ],
        "chain-mid4": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 58, -0.0, 222, 320,
            44, -0.0, 274, 320, 44,
        ],
        "chain-mid5": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 65, -0.0, 229, 320,
            44, -0.0, 281, 320, 44,
        ],
        "chain-nopref": [
            -0.0, -0.0, 320, 44, -0.0, 52, 320, 44, -0.0, 104, 320, 44, -0.0, 156, 320, 65, -0.0, 229, 320,
            44, -0.0, 281, 320, 44,
        ],
    ]

    private func assertKiwi(
        _ step: String, _ variables: [Variable], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let expected = kiwi[step] else {
            return XCTFail("no kiwi values for \(step)", file: file, line: line)
        }
        XCTAssertEqual(variables.count, expected.count, file: file, line: line)
        for (index, (variable, value)) in zip(variables, expected).enumerated() {
            XCTAssertEqual(
                variable.value.bitPattern, value.bitPattern,
                "\(step) variable \(index): \(variable.value) vs kiwi \(value)", file: file, line: line)
        }
    }

    func test_formMatchesKiwi() throws {
        let pool = (0..<25).map { Variable("p\($0)") }
        let (wl, wt, ww, wh, cl, cr, ct, cb, mid) = (
            pool[0], pool[1], pool[2], pool[3], pool[4], pool[5], pool[6], pool[7], pool[8]
        )
        let mm = Strength.create(0, 1, 0, weight: 1.25)
        var cons: [Constraint] = [
            wl == 0, wt == 0, ww >= 0, wh >= 0, (ww == 0) | .medium, (wh == 0) | .medium,
        ]
        cons += [cl == wl + 10, cr == wl + ww - 10, ct == wt + 10, cb == wt + wh - 10]
        for r in 0..<2 {
            let x = Array(pool[(9 + 8 * r)..<(17 + 8 * r)])
            let (ll, lt, lw, lh, fl, ft, fw, fh) = (x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7])
            cons += x.map { $0 >= 0 }
            cons += [(lw == 60) | .weak, (lw >= 60) | .strong, (lh == 16) | .strong, (lh >= 16) | .strong]
            cons += [(fw >= 125) | .strong, (fh == 21) | .strong, (fh >= 21) | .strong]
            cons += [
                ll >= cl, (ll == cl) | mm, fl >= ll + lw + 10, (fl == ll + lw + 10) | mm,
                (fl == mid) | .strong,
            ]
            cons += [cr >= fl + fw, (cr == fl + fw) | mm]
            if r == 0 {
                cons += [ft >= ct, (ft == ct) | mm]
            } else {
                cons += [ft >= pool[14] + pool[16] + 10, (ft == pool[14] + pool[16] + 10) | mm]
            }
            cons.append((lt + 0.5 * lh == ft + 0.5 * fh) | .strong)
        }
        cons += [cb >= pool[22] + pool[24], (cb == pool[22] + pool[24]) | .weak]
        let solver = Solver()
        for constraint in cons { try solver.addConstraint(constraint) }
        try solver.addEditVariable(ww, strength: .strong)
        try solver.addEditVariable(wh, strength: .strong)
        solver.updateVariables()
        assertKiwi("form-build", pool)
        let sizes: [(Double, Double)] = [
            (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400), (50, 30),
        ]
        for (frame, (w, h)) in sizes.enumerated() {
            try solver.suggestValue(ww, w)
            try solver.suggestValue(wh, h)
            solver.updateVariables()
            assertKiwi("form-frame\(frame)", pool)
        }
        try solver.removeConstraint(cons[cons.count - 3])
        solver.updateVariables()
        assertKiwi("form-remove", pool)
        assertInvariants(solver)
    }

    func test_chainMatchesKiwi() throws {
        let n = 6
        let pool = (0..<(4 * n)).map { Variable("c\($0)") }
        let solver = Solver()
        var links: [Constraint?] = Array(repeating: nil, count: n)
        var prefs: [Constraint] = []
        for i in 0..<n {
            let (left, top, width, height) = (pool[4 * i], pool[4 * i + 1], pool[4 * i + 2], pool[4 * i + 3])
            try solver.addConstraint(left == 0)
            try solver.addConstraint(width == 320)
            try solver.addConstraint(height >= 44)
            prefs.append((height == 44) | .medium)
            try solver.addConstraint(prefs[i])
            if i == 0 {
                try solver.addConstraint((top == 0) | .weak)
            } else {
                let link = top == pool[4 * i - 3] + pool[4 * i - 1] + 8
                links[i] = link
                try solver.addConstraint(link)
            }
        }
        solver.updateVariables()
        assertKiwi("chain-build", pool)
        let link = try XCTUnwrap(links[3])
        try solver.removeConstraint(link)
        solver.updateVariables()
        assertKiwi("chain-nolink", pool)
        try solver.addConstraint(link)
        solver.updateVariables()
        assertKiwi("chain-relink", pool)
        try solver.addEditVariable(pool[15], strength: .strong)
        for k in 0..<6 {
            try solver.suggestValue(pool[15], 30 + 7 * Double(k))
            solver.updateVariables()
            assertKiwi("chain-mid\(k)", pool)
        }
        try solver.removeConstraint(prefs[3])
        solver.updateVariables()
        assertKiwi("chain-nopref", pool)
        assertInvariants(solver)
    }
}
