# Why a command stopped: files, the command line, located problems.

diagnostics-not-shown = { $file }: { $more ->
    [one] { $more } more problem not shown (fix these first)
   *[other] { $more } more problems not shown (fix these first)
}
error-io = { $path }: { $reason }
error-changed = { $path }: changed by another program since it was read; nothing was written (read it again)
io-not-found = no such file
io-permission-denied = permission denied
io-not-utf8 = not UTF-8 text; save the file as UTF-8 (an older Turkish encoding such as ISO-8859-9 or Windows-1254 cannot be read)
io-is-a-directory = is a directory, not a file
io-other = { $detail }

## The command line not understood (clap's errors)

cli-unknown-argument = unexpected argument '{ $arg }' found{ $suggestion ->
    [none] {""}
   *[other] {""}

    {"  "}tip: a similar argument exists: '{ $suggestion }'
}
cli-unknown-argument-value = unexpected argument '{ $arg }' found

    {"  "}tip: to pass '{ $arg }' as a value, use '-- { $arg }'
cli-invalid-subcommand = unrecognized subcommand '{ $name }'{ $suggestion ->
    [none] {""}
   *[other] {""}

    {"  "}tip: a similar subcommand exists: '{ $suggestion }'
}
cli-invalid-value = invalid value '{ $value }' for '{ $arg }'{ $valid ->
    [none] {""}
   *[other] {""}
    {"  "}[possible values: { $valid }]
}
cli-value-not-read = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-missing-required = the following required arguments were not provided:
    {"  "}{ $args }
cli-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
cli-repeated = the argument '{ $arg }' cannot be used multiple times
cli-unexpected-value = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-wrong-number-of-values = wrong number of values for '{ $arg }'
cli-too-few-values = { $expected } values required by '{ $arg }'; only { $given } { $given ->
    [one] was
   *[other] were
} provided
cli-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-missing-subcommand = a command is required
cli-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-other = { $detail }
cli-more-with-help = For more information, try '--help'.
cli-reason-range = give a number from { $low } to { $high }
cli-reason-not-whole-number = a whole number is expected
cli-reason-too-large = the number is too large
cli-reason-other = { $detail }
error-changed-since-read = changed by another program since it was read; nothing was written (read it again)
error-closed-pipe = stdout was closed
error-about = { $what }: { $message }

## Settings

settings-unknown-hakem-lang = HAKEM_LANG={ $value }: hakem has no words in this language; it speaks { $languages }
settings-unknown-lang = hakem has no words in this language; it speaks { $languages }
