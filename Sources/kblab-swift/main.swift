// kblab-swift: reads one Swift file with the toolchain's swift-syntax and writes, as JSON on
// stdout, the lab's IR of it or the located errors that refused it (`SwiftReading`). The
// static kblab shell runs it as a subprocess (docs/Architecture.md): swift-syntax exists only
// as shared libraries, which a static executable cannot load.
//   kblab-swift FILE [NAME]   NAME: how errors name the file (default: FILE)
import Foundation
import SwiftReader
import SwiftSyntaxReader

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: kblab-swift FILE [NAME]\n".utf8))
    exit(2)
}
let path = arguments[1]
let name = arguments.count >= 3 ? arguments[2] : path
let reading: SwiftReading
if let data = FileManager.default.contents(atPath: path) {
    if data.count > SwiftReaderLimits.bytes * 2 {
        reading = .refused([
            SwiftDiagnostic(
                at: SwiftLocation(line: 1, column: 1),
                "the file has \(data.count) bytes; the lab reads at most \(SwiftReaderLimits.bytes)",
                suggestion: "keep the view controller's keyboard code in a file of its own")
        ])
    } else if let text = String(data: data, encoding: .utf8) {
        reading = SwiftFileReader.read(text, fileName: name)
    } else {
        reading = .refused([
            SwiftDiagnostic(
                at: SwiftLocation(line: 1, column: 1), "the file is not UTF-8 text",
                suggestion: "save it as UTF-8")
        ])
    }
} else {
    FileHandle.standardError.write(Data("kblab-swift: cannot read \(path)\n".utf8))
    exit(1)
}
let encoder = JSONEncoder()
do {
    FileHandle.standardOutput.write(try encoder.encode(reading))
} catch {
    FileHandle.standardError.write(Data("kblab-swift: \(error)\n".utf8))
    exit(1)
}
