enum ChromaCLIPlaceholder {}
