import Screens

extension AccessToken {
    /// A name for whoever holds this token, for a record of what they did (a review's decisions):
    /// `token 1a2b3c4d`, 32 bits of a hash of it, which tells two tokens apart and cannot give back
    /// the token (192 random bits, or 16 characters and more, given).
    public var label: String {
        "token " + String(Assets.etag(of: Array(value.utf8)).dropFirst().dropLast().prefix(8))
    }
}
