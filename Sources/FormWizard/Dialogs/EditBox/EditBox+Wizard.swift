extension EditBox: DescribesEscape {}
