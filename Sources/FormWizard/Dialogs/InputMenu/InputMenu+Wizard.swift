extension InputMenu: DescribesEscape {}
