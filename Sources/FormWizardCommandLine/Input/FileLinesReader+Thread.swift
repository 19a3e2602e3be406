import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileLinesReader {
    /// Starts the reading thread (detached; it keeps the reader alive until it ends).
    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, runReader, context)
        guard started == 0 else {
            Unmanaged<FileLinesReader>.fromOpaque(context).release()
            end()  // no thread: the input ends here, as on a read error
            return
        }
        pthread_detach(thread)
    }

    /// The thread's loop: waits in `poll` for the input (while lines are wanted) or a wake, and
    /// reads until the input ends or the owner leaves.
    func run() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        while let isReading = state.withLock({ $0.isClosed || $0.hasEnded ? nil : $0.isReading }) {
            var watched = [
                pollfd(fd: isReading ? descriptor : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            ]
            let polled = poll(&watched, 2, -1)
            if polled < 0 {
                if errno == EINTR { continue }
                break
            }
            if watched[1].revents != 0 { drainWakes() }
            // Readable, at its end, or failed: `read` tells which.
            guard isReading, watched[0].revents != 0 else { continue }
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            take(UnsafeRawBufferPointer(rebasing: buffer[..<max(0, count)]), isEnd: count <= 0)
        }
        end()
    }

    /// Splits what a read returned; at the end, or once lines are complete, stops reading and
    /// hands them to the waiting reader.
    private func take(_ bytes: UnsafeRawBufferPointer, isEnd: Bool) {
        let taken = state.withLock { state -> (CheckedContinuation<[String]?, Never>, [String]?)? in
            if isEnd {
                if let last = state.splitter.finish() { state.ready.append(last) }
                state.hasEnded = true
            } else {
                state.ready += state.splitter.split(bytes)
                if state.ready.isEmpty { return nil }  // a line under way: read on
            }
            state.isReading = false
            return handOver(&state)
        }
        if let (waiter, lines) = taken { waiter.resume(returning: lines) }
    }

    /// The thread is done (input ended, the owner left, or `poll` failed): closes the
    /// descriptors, and a reader still waiting gets what is left, or the end.
    private func end() {
        let waiter = state.withLock { state -> (CheckedContinuation<[String]?, Never>, [String]?)? in
            if !state.hasEnded, let last = state.splitter.finish() { state.ready.append(last) }
            state.hasEnded = true
            state.isReading = false
            finish(&state)
            return handOver(&state)
        }
        if let (waiter, lines) = waiter { waiter.resume(returning: lines) }
    }

    /// The waiting reader, if any, and what it gets: the lines ready, or `nil` for the end
    /// (with the lock held).
    private func handOver(_ state: inout State) -> (CheckedContinuation<[String]?, Never>, [String]?)? {
        guard let waiter = state.waiter else { return nil }
        state.waiter = nil
        defer { state.ready = [] }
        return (waiter, state.ready.isEmpty ? nil : state.ready)
    }

    private func drainWakes() {
        var bytes = (UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
    }
}

/// The reading thread's entry point: takes over the reference `start()` passed.
#if canImport(Darwin)
    private func runReader(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<FileLinesReader>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func runReader(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let context else { return nil }
        Unmanaged<FileLinesReader>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#endif
