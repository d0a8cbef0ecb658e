import KeyboardLab

/// What every picture writer shares: numbers in the session's decimals (so a page is the same
/// bytes on every machine) and text escaped for XML, which both SVG and the XHTML page are.
struct Markup {
    /// Digits after the point in coordinates and labels.
    let decimals: Int

    /// A coordinate or value; a number that is not finite prints as 0 (SVG has no NaN).
    func n(_ value: Double) -> String {
        NumberStyle.fixed(value.isFinite ? value : 0, decimals: decimals)
    }

    /// A value for a label: `nan` stays visible as text.
    func label(_ value: Double) -> String {
        NumberStyle.fixed(value, decimals: decimals)
    }

    /// `x="…" y="…" width="…" height="…"` of a rectangle (its standardised form).
    func rect(_ r: Rect) -> String {
        let s = r.standardized
        return "x=\"\(n(s.minX))\" y=\"\(n(s.minY))\" width=\"\(n(s.width))\" height=\"\(n(s.height))\""
    }

    /// `[x,y,w,h]` for the page's data.
    func array(_ r: Rect) -> String {
        let s = r.standardized
        return "[\(n(s.minX)),\(n(s.minY)),\(n(s.width)),\(n(s.height))]"
    }

    /// Text escaped for element content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in SourceText.printable(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A JSON string literal that is also safe inside a script element (`<` and `>` escaped, so
    /// neither `</script>` nor `]]>` can end it early).
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u" + SourceText.hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
