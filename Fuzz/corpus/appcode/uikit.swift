var c = UIContentUnavailableConfiguration.empty()
c.text = isSearching ? "A" : L10n.Home.empty
c.image = .symbol(.keyFile)
