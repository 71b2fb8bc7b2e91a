# hakem check as text, in part (the rest is said in English).

check-text-verdict = Urteil: { $valid ->
    [true] GÜLTIG
   *[false] UNGÜLTIG
}
