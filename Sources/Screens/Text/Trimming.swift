extension StringProtocol {
    /// The text without the white space (spaces, tabs, newlines, U+3000…) at either end.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
