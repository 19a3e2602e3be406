/// What `Screen.runTasks` does when a task fails.
public enum TaskFailurePolicy: Hashable, Sendable {
    /// The other tasks go on, and those waiting start: a failure costs only its own task.
    case keepGoing
    /// The tasks running are cancelled and those waiting do not start: for work in which
    /// one step needs the one before. Retrying the task that failed runs them too.
    case stop
}
