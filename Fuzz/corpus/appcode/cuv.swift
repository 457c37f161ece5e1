struct V: View { var body: some View { ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New \(n) mail")) } }
