enum TestSupportPlaceholder {}
