/// What a screen holds right now; shared by every client, saved in the state file.
public struct ScreenState: Sendable, Equatable {
    /// A state forced by a button or the API, shown whatever the rows.
    public enum Forced: String, CaseIterable, Sendable {
        case network, error, loading
    }

    /// A reload in progress: the loading placeholder shows until `dueAt`, then `result` lands.
    public struct PendingReload: Sendable, Equatable {
        /// Milliseconds since 1970 when the result lands.
        public var dueAt: Int64
        /// What lands.
        public var result: ReloadBehavior.Outcome

        package init(dueAt: Int64, result: ReloadBehavior.Outcome) {
            self.dueAt = dueAt
            self.result = result
        }
    }

    /// The rows in the data source.
    public var sections: [ListSection]
    /// A forced placeholder, if any.
    public var forced: Forced?
    /// A reload in progress, if any.
    public var pendingReload: PendingReload?
    /// The id the next added row gets.
    public var nextRowID: Int
    /// Increases by one on every change, so caches and tests can tell states apart.
    public var version: Int

    /// A state from its parts.
    public init(sections: [ListSection], forced: Forced? = nil, pendingReload: PendingReload? = nil,
                nextRowID: Int? = nil, version: Int = 0) {
        self.sections = sections
        self.forced = forced
        self.pendingReload = pendingReload
        self.nextRowID = nextRowID ?? sections.maximumRowID + 1
        self.version = version
    }

    /// The state a screen opens in.
    public init(initialFor screen: Screen) {
        self.init(sections: screen.startsEmpty ? screen.emptySections : screen.sections,
                  nextRowID: screen.sections.maximumRowID + 1)
    }

    /// Whether no section has a row.
    public var isEmpty: Bool { sections.isEmptyList }

    /// What the page shows, before any search or preview.
    public func display(for screen: Screen, at now: Int64) -> DisplayState {
        if let pendingReload, pendingReload.dueAt > now { return .loading }
        if let forced { return DisplayState(rawValue: forced.rawValue) ?? .blank }
        if isEmpty { return screen.autoEmptyState ? .empty : .blank }
        return .data
    }

    /// The state once a due reload has landed; unchanged when none is due.
    public func settled(for screen: Screen, at now: Int64) -> ScreenState {
        guard let pendingReload, pendingReload.dueAt <= now else { return self }
        var next = landing(pendingReload.result, for: screen)
        next.pendingReload = nil
        return next
    }

    /// The state after `change`, with the version moved on.
    public func applying(_ change: ScreenChange, for screen: Screen, at now: Int64) -> ScreenState {
        var next = settled(for: screen, at: now)
        switch change {
        case .action(.show):
            next = ScreenState(sections: screen.sections, nextRowID: max(nextRowID, screen.sections.maximumRowID + 1),
                               version: next.version)
        case .action(.clear):
            next = ScreenState(sections: screen.emptySections, nextRowID: nextRowID, version: next.version)
        case let .action(forcing) where Forced(rawValue: forcing.rawValue) != nil:
            next.forced = Forced(rawValue: forcing.rawValue)
            next.pendingReload = nil
        case .action:
            if screen.reload.delayMs > 0 {
                next.forced = nil
                next.pendingReload = PendingReload(dueAt: now + Int64(screen.reload.delayMs), result: screen.reload.result)
            } else {
                next = next.landing(screen.reload.result, for: screen)
            }
        case let .addRow(title):
            next.appendRow(Row(title: LocalizedText(verbatim: title)))
        case let .deleteRow(id):
            for index in next.sections.indices { next.sections[index].rows.removeAll { $0.id == id } }
        case let .replaceRows(sections):
            next.sections = sections.numbered().map { section in
                var section = section
                section.rows = section.rows.map { row in
                    var row = row
                    row.id += next.nextRowID - 1
                    return row
                }
                return section
            }
            next.nextRowID = max(next.nextRowID, next.sections.maximumRowID + 1)
            next.forced = nil
        }
        next.version = version + 1
        return next
    }

    /// The rows after a reload with `result`, no longer forced.
    private func landing(_ result: ReloadBehavior.Outcome, for screen: Screen) -> ScreenState {
        var next = self
        next.forced = nil
        switch result {
        case .restore:
            next.sections = screen.sections
            next.nextRowID = max(nextRowID, screen.sections.maximumRowID + 1)
        case .append:
            let number = next.sections.rowCount + 1
            next.appendRow(Row(title: LocalizedText(
                en: "Row \(number)", zhHans: "第\(number)行数据", zhHant: "第\(number)行數據")))
        case .empty:
            next.sections = screen.emptySections
        case .network:
            next.forced = .network
        case .error:
            next.forced = .error
        }
        return next
    }

    /// Adds `row` with a fresh id to the last section (creating one in a list without sections).
    private mutating func appendRow(_ row: Row) {
        var row = row
        row.id = nextRowID
        nextRowID += 1
        if sections.isEmpty { sections = [ListSection(rows: [])] }
        sections[sections.count - 1].rows.append(row)
        forced = nil
    }
}
