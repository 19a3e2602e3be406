extension Screen {
    /// Shows `message` in a box without buttons and returns at once (seed 003's `present`
    /// without waiting), for the caller to go on while it is in sight.
    ///
    /// The box stays while the handle is held: dismiss it, or release the handle, to take it
    /// away. A program that ends with the box left on the terminal, as `dialog --infobox` does,
    /// ends the screen with `shutdown(keepingLastFrame: true)` while it holds the handle.
    ///
    /// ```swift
    /// let notice = screen.showInfo("Copying 1,204 files…", title: "Backup")
    /// try await backup.run()
    /// notice.dismiss()
    /// ```
    /// - Parameters:
    ///   - message: the message, wrapped to fit.
    ///   - title: the title in the frame; none by default.
    /// - Returns: the handle that keeps the box in sight.
    public func showInfo(_ message: String, title: String? = nil) -> DialogHandle<InfoBox> {
        show(InfoBox(title: title.map { StyledText($0) }, message: StyledText(message)))
    }
}
