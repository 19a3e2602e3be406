extension Filter: DescribesEscape {}
