extension Tree: DescribesEscape {}
