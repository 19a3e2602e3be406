print("formwizard")
