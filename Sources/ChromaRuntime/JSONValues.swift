import ChromaKit

/// Reading a few kinds of JSON values from their raw bytes (already validated by `JSONObjectScanner`).
///
/// Tools that take more than one color from a record (`"colors":[…]`) or a
/// number (`"t":0.5`) read just that value here, leaving the rest of the
/// record untouched as bytes.
public enum JSONValues {
    /// The strings of a JSON array of strings, or nil if the value is anything else.
    ///
    /// With `limit`, reading stops after `limit + 1` strings, which are
    /// returned: a caller that finds more than `limit` knows the array is too
    /// long without having decoded all of it.
    public static func strings(inArray value: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> [String]? {
        var i = 0
        func skipBlanks() {
            while i < value.count, value[i] == 0x20 || value[i] == 0x09 || value[i] == 0x0A || value[i] == 0x0D { i += 1 }
        }
        skipBlanks()
        guard i < value.count, value[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        var result: [String] = []
        skipBlanks()
        if i < value.count, value[i] == UInt8(ascii: "]") { return result }
        while i < value.count {
            skipBlanks()
            guard i < value.count, value[i] == UInt8(ascii: "\"") else { return nil }
            let start = i + 1
            i = start
            while i < value.count, value[i] != UInt8(ascii: "\"") {
                i += value[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard i < value.count else { return nil }
            guard let bytes = JSONString.decode(UnsafeBufferPointer(rebasing: value[start..<i])) else { return nil }
            result.append(String(decoding: bytes, as: UTF8.self))
            if result.count > limit { return result }
            i += 1
            skipBlanks()
            guard i < value.count else { return nil }
            if value[i] == UInt8(ascii: "]") { return result }
            guard value[i] == UInt8(ascii: ",") else { return nil }
            i += 1
        }
        return nil
    }

    /// The numbers of a JSON array of numbers, or nil if the value is anything else.
    public static func numbers(inArray value: UnsafeBufferPointer<UInt8>) -> [Double]? {
        let text = String(decoding: value, as: UTF8.self).trimmingJSONBlanks()
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = String(text.dropFirst().dropLast()).trimmingJSONBlanks()
        if inner.isEmpty { return [] }
        var result: [Double] = []
        for item in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = Array(item.utf8).withUnsafeBufferPointer({ number($0) }) else { return nil }
            result.append(n)
        }
        return result
    }

    /// The arrays of a JSON array of arrays of numbers (`[[3,4],[10,4]]`), or nil if the value is anything else.
    public static func numberArrays(inArray value: UnsafeBufferPointer<UInt8>) -> [[Double]]? {
        var i = 0
        func skipBlanks() {
            while i < value.count, value[i] == 0x20 || value[i] == 0x09 || value[i] == 0x0A || value[i] == 0x0D { i += 1 }
        }
        func expect(_ byte: UInt8) -> Bool {
            skipBlanks()
            guard i < value.count, value[i] == byte else { return false }
            i += 1
            return true
        }
        func skipBlanksToEnd() -> Bool {
            skipBlanks()
            return i == value.count
        }
        guard expect(UInt8(ascii: "[")) else { return nil }
        var result: [[Double]] = []
        if expect(UInt8(ascii: "]")) { return skipBlanksToEnd() ? result : nil }
        repeat {
            guard expect(UInt8(ascii: "[")) else { return nil }
            let start = i
            while i < value.count, value[i] != UInt8(ascii: "]"), value[i] != UInt8(ascii: "[") { i += 1 }
            guard i < value.count, value[i] == UInt8(ascii: "]") else { return nil }
            guard let inner = numbers(inArray: UnsafeBufferPointer(rebasing: value[(start - 1)...i])) else { return nil }
            result.append(inner)
            i += 1
        } while expect(UInt8(ascii: ","))
        guard expect(UInt8(ascii: "]")), skipBlanksToEnd() else { return nil }
        return result
    }

    /// The value of a JSON number, or nil if the value is not a number (or not finite as a `Double`).
    public static func number(_ value: UnsafeBufferPointer<UInt8>) -> Double? {
        let text = String(decoding: value, as: UTF8.self).trimmingJSONBlanks()
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
              let number = Double(text), number.isFinite else { return nil }
        return number
    }
}

extension String {
    /// The string without leading and trailing JSON whitespace.
    func trimmingJSONBlanks() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
