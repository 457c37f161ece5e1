/// The paths of the program's own forms, declared once: the routes answer them and the pages post
/// to them.
public enum SitePath {
    /// Where the sign-in form posts the token (the access check answers it before any route).
    public static let signIn = "/access"
}
