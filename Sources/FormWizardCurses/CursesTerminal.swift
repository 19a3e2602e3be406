import FormWizard
