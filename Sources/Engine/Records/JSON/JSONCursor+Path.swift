extension JSONCursor {
    /// Arrays looked through on one step of a path at most this deep (`labels.name` through arrays of
    /// arrays): the walk recurses there, and hostile nesting must not exhaust a worker's stack.
    static let maximumArrayDepth = 16

    /// Calls `body` with where each value `path` reaches from the value at `i` starts, until `body`
    /// returns true; returns whether it did. `key` holds a decoded key when one has escapes.
    func visit(
        _ path: QueryPath, from i: Int, key: inout [UInt8], _ body: (_ value: Int) -> Bool
    ) -> Bool {
        visit(path.components[...], from: i, arrays: 0, key: &key, body)
    }

    private func visit(
        _ rest: ArraySlice<QueryPath.Component>, from i: Int, arrays: Int, key: inout [UInt8],
        _ body: (_ value: Int) -> Bool
    ) -> Bool {
        guard let component = rest.first else { return body(i) }
        guard i < count else { return false }
        let next = rest.dropFirst()
        switch (component, bytes[i]) {
        case (.every, 0x7B):
            return members(of: i) { _, _, value in visit(next, from: value, arrays: 0, key: &key, body) }
        case (.every, 0x5B):
            return elements(of: i) { value, _ in visit(next, from: value, arrays: 0, key: &key, body) }
        case (.name(let name), 0x7B):
            // The first member of that name is the field: the walk stops there, the rest of the record
            // unread (a record repeating a key is malformed; its first value answers).
            var found = false
            _ = members(of: i) { range, escaped, value in
                guard keyEquals(range, escaped: escaped, name, scratch: &key) else { return false }
                found = visit(next, from: value, arrays: 0, key: &key, body)
                return true
            }
            return found
        case (.name(let name), 0x5B):
            if let position = Self.position(name) {
                return elements(of: i) { value, at in
                    at == position ? visit(next, from: value, arrays: 0, key: &key, body) : false
                }
            }
            // An array on the way is looked through: the same name in each element.
            guard arrays < Self.maximumArrayDepth else { return false }
            return elements(of: i) { value, _ in visit(rest, from: value, arrays: arrays + 1, key: &key, body) }
        default:
            return false
        }
    }

    private func keyEquals(_ range: Range<Int>, escaped: Bool, _ name: [UInt8], scratch: inout [UInt8]) -> Bool {
        if !escaped {
            guard range.count == name.count else { return false }
            return name.withUnsafeBytes { n in
                for k in 0..<n.count where n[k] != bytes[range.lowerBound + k] { return false }
                return true
            }
        }
        decodeString(range, into: &scratch)
        return scratch == name
    }

    /// A component of digits only, read as an array position.
    private static func position(_ name: [UInt8]) -> Int? {
        guard !name.isEmpty, name.count <= 9, name.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
        return name.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
