# How a table's round was decided: the remark of the results list, the
# wall's result cell, the cross table's marks.

decided-timeout = time-out: set { $set }, { $name }
decided-warnings = { $warnings ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $warnings }th
} warning (set { $set }): { $name }
decided-forfeit = forfeit: { $name } did not come
decided-double-forfeit = double forfeit: neither player came
decided-timeout-mark = (t)
decided-timeout-legend = (t): the set was decided by the timer rule (a player's time ran out; the remark names them). The store not counted is shown as ·.
decided-cross-timeout-mark = T
decided-cross-warnings-mark = W
decided-cross-legend = T: a set of the round decided by the timer rule; W: the round decided by the warning limit

## hakem event print

event-print-json-results-only = --format json is for the results (hakem event print DIR results --format json); the standings have hakem event standings DIR --format json, the pairing hakem pair DIR --format json
event-print-no-spreadsheet-of-pairing = the pairing has no spreadsheet form: print it as HTML, text or Markdown
