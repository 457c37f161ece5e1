extension String {
    /// The text as a POSIX shell needs it typed in a command the program prints: as it is when it
    /// holds only letters, digits and `/._-~+@,:%`, else in single quotes (`'it'\''s'`).
    package var shellQuoted: String {
        let plain = !isEmpty && unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "/._-~+@,:%".unicodeScalars.contains($0) }
        return plain ? self : "'" + replacing("'", with: "'\\''") + "'"
    }
}
