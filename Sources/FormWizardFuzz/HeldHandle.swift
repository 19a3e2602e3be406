import FormWizard

/// A dialog shown with `show(_:)`, held for the user side to dismiss, update or release.
@MainActor
struct HeldHandle {
    let kind: String
    let dismiss: () -> Void
    let dismissReturning: () -> Void
    let update: (Double, String) -> Void
    let setBusy: (Bool) -> Void
}

extension HeldHandle {
    init(_ handle: DialogHandle<Gauge>) {
        kind = "show(Gauge)"
        dismiss = { handle.dismiss() }
        dismissReturning = { handle.dismiss(returning: ()) }
        update = { fraction, message in
            handle.update {
                $0.fraction = fraction
                $0.message = StyledText(message)
            }
        }
        setBusy = { handle.isBusy = $0 }
    }

    init(_ handle: DialogHandle<Activity>) {
        kind = "show(Activity)"
        dismiss = { handle.dismiss() }
        dismissReturning = { handle.dismiss(returning: ()) }
        update = { fraction, message in
            handle.update {
                $0.phase = Int(fraction * 10)
                $0.message = message
            }
        }
        setBusy = { handle.isBusy = $0 }
    }
}
