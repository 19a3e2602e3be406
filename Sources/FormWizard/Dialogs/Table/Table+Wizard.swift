extension Table: DescribesEscape {}
