extension BuildList: DescribesEscape {}
