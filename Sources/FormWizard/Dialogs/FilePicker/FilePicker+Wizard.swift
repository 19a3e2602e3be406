extension FilePicker: DescribesEscape {}
