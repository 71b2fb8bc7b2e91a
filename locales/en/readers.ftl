# Reading files: what a TOML file was expected to hold and did not, the
# files hakem reads and writes, the toml crate's syntax errors, grid moves
# as players write them.

## What a message names in a TOML file

readers-key = `{ $path }`
readers-table = {"["}{ $key }]
readers-item = {"[["}{ $key }]] { $n }

## The schema every reader checks

readers-expected = { $what }: expected { $expected }, found { $found }
readers-missing-key = missing key `{ $path }`
readers-unknown-key = unknown key `{ $path }`{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}; expected one of: { $allowed }
readers-about = { $what }: { $message }
readers-date-order = a date is written year-month-day: write { $iso }, not { $written }
readers-hint-key = (did you mean `{ $name }`?)
readers-hint-value = (did you mean "{ $name }"?)

## What a value was expected to be

readers-expected-integer = an integer from { $low } to { $high }
readers-expected-at-least = a whole number of at least { $low }
readers-expected-one-of = one of { $names }
readers-expected-text = a string
readers-expected-boolean = true or false
readers-expected-array = an array
readers-expected-table = a table
readers-expected-date = a date such as 2023-10-29
readers-expected-date-time = a date and time such as 2026-12-12T14:30
readers-expected-name = a name of lowercase letters, digits and '-'

## What it was found to be

readers-found-string = the string "{ $value }"
readers-found-integer = the integer { $value }
readers-found-number = { $value }
readers-found-float = a float
readers-found-boolean = the boolean { $value }
readers-found-date-time = the date-time { $value }
readers-found-array = an array
readers-found-table = a table
readers-found-unknown = "{ $value }"{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}

## A file that is not TOML: the toml crate's errors, in its own words

toml-invalid = invalid TOML: { $kind }{ $expected ->
    [none] {""}
   *[other] , expected { $expected }
}
toml-underscore = `_` may only go between digits
toml-too-deep = cannot recurse further; max recursion depth met
toml-recursion-limit = recursion limit
toml-carriage-return = carriage return must be followed by newline
toml-could-not-allocate = could not allocate for string
toml-duplicate-key = duplicate key
toml-cannot-extend = cannot extend value of type { $value } with a dotted key
toml-extra-equals = extra `=`
toml-extra-assignment = extra assignment between key-value pairs
toml-extra-comma-array = extra comma in array
toml-extra-comma-inline-table = extra comma in inline table
toml-signed-radix = integers with a radix cannot be signed
toml-invalid-basic-string = invalid basic string
toml-invalid-literal-string = invalid literal string
toml-invalid-string = invalid string
toml-invalid-multi-line-basic-string = invalid multi-line basic string
toml-invalid-multi-line-literal-string = invalid multi-line literal string
toml-invalid-binary = invalid binary number
toml-invalid-boolean = invalid boolean
toml-invalid-comment-character = invalid comment character
toml-invalid-date-time = invalid date-time
toml-invalid-date = invalid date
toml-invalid-time = invalid time
toml-invalid-offset = invalid offset
toml-invalid-datetime = invalid datetime
toml-invalid-exponent = invalid exponent
toml-invalid-float = invalid float
toml-invalid-fraction = invalid fraction
toml-invalid-hexadecimal = invalid hexadecimal number
toml-invalid-inline-table-element = invalid inline table element
toml-invalid-integer = invalid integer number
toml-invalid-key = invalid key
toml-invalid-key-value-pair = invalid key-value pair
toml-invalid-mantissa = invalid mantissa
toml-invalid-octal = invalid octal number
toml-invalid-table = invalid table
toml-invalid-unquoted-key = invalid unquoted key
toml-invalid-value = invalid value
toml-key-with-no-value = key with no value
toml-multi-line-basic-key = keys cannot be multi-line basic strings
toml-multi-line-literal-key = keys cannot be multi-line literal strings
toml-missing-array-opening = missing array opening
toml-missing-assignment = missing assignment between key-value pairs
toml-missing-comma-array = missing comma between array elements
toml-missing-comma-pairs = missing comma between key-value pairs
toml-missing-comment-start = missing comment start
toml-missing-escaped-value = missing escaped value
toml-missing-inline-table-opening = missing inline table opening
toml-missing-inline-table-key = missing key for inline table element
toml-missing-opening-quote = missing opening quote
toml-missing-table-opening = missing table open
toml-missing-value = missing value
toml-missing-value-for-key = missing value for key
toml-uppercase-radix = radix must be lowercase
toml-redundant-prefix = redundant integer number prefix
toml-redundant-sign = redundant numeric sign
toml-unquoted-string = string values must be quoted
toml-too-few-unicode-digits = too few unicode value digits
toml-unclosed-array = unclosed array
toml-unclosed-array-table = unclosed array table
toml-unclosed-inline-table = unclosed inline table
toml-unclosed-table = unclosed table
toml-equals-in-array = unexpected `=` in array
toml-unexpected-content = unexpected content
toml-content-after-comment = unexpected content between comment and newline
toml-unexpected-key-or-value = unexpected key or value
toml-leading-zero = unexpected leading zero
toml-unexpected-sign = unexpected sign
toml-empty-unquoted-key = unquoted keys cannot be empty
toml-kind-other = { $text }

toml-expected-literal = { $text }
toml-expected-basic-string = basic string
toml-expected-literal-string = literal string
toml-expected-multi-line-basic-string = multi-line basic string
toml-expected-multi-line-literal-string = multi-line literal string
toml-expected-unquoted-string = unquoted string
toml-expected-characters = characters
toml-expected-digits = digits
toml-expected-key = key
toml-expected-letters = letters
toml-expected-numbers = numbers
toml-expected-value = value
toml-expected-not-double-quote = non-double-quote visible characters
toml-expected-not-single-quote = non-single-quote characters
toml-expected-not-single-quote-visible = non-single-quote visible characters
toml-expected-printable = printable characters
toml-expected-unicode-hexadecimal = unicode hexadecimal value
toml-expected-newline = newline
toml-expected-nothing = nothing
toml-expected-more = etc
toml-expected-year = year
toml-expected-month = month
toml-expected-day = day
toml-expected-hour = hour
toml-expected-minute = minute
toml-expected-second = second
toml-expected-nanosecond = nanosecond
toml-expected-nanoseconds-overflowed = nanoseconds overflowed
toml-expected-year-or-hour = year or hour
toml-expected-date-dash = `-` (MM-DD)
toml-expected-time-colon = `:` (HH:MM)
toml-expected-dash-or-colon = `-` (YYYY-MM) or `:` (HH:MM)
toml-expected-date-time-t = `T` between date and time
toml-expected-offset = `Z`, +OFFSET, -OFFSET
toml-expected-four-digit-year = a four-digit year (YYYY)
toml-expected-two-digit-month = a two-digit month (MM)
toml-expected-two-digit-day = a two-digit day (DD)
toml-expected-two-digit-hour = a two-digit hour (HH)
toml-expected-two-digit-minute = a two-digit minute (MM)
toml-expected-two-digit-second = a two-digit second (SS)
toml-expected-month-in-range = month between 01 and 12
toml-expected-day-in-range = day between 01 and { $last }
toml-expected-hour-in-range = hour between 00 and 23
toml-expected-hours-in-range = hours between 00 and 23
toml-expected-minute-in-range = minute between 00 and 59
toml-expected-minutes-in-range = minutes between 00 and 59
toml-expected-second-in-range = second between 00 and 60
toml-expected-other = { $text }
toml-expected-list = { $first }, { $rest }

toml-value-string = string
toml-value-integer = integer
toml-value-float = float
toml-value-boolean = boolean
toml-value-date-time = datetime
toml-value-array = array
toml-value-inline-table = inline table
toml-value-table = table
toml-value-other = { $text }

## Reading a file

file-not-regular = { $path }: is { $kind }; hakem reads only regular files
file-too-large = { $path }: is larger than { $mib } MiB, far more than any record or ruleset; is it the right file?
file-wide-encoding = { $path }: { $encoding } text; save the file as UTF-8
file-nul-byte = a NUL byte (0x00): this is not a text file
file-not-utf8 = not UTF-8 text (byte { $byte } here); save the file as UTF-8 (an older Turkish encoding such as ISO-8859-9 or Windows-1254 cannot be read)

## What is at a path that is not a regular file

file-kind-directory = a directory
file-kind-fifo = a FIFO (named pipe)
file-kind-character-device = a character device
file-kind-block-device = a block device
file-kind-socket = a socket
file-kind-other = not a regular file

## Writing a file, and the write lock of a folder

file-write-not-regular = { $path }: is { $kind }; hakem writes only to a regular file or a new name
file-write-over-input = { $path }: refusing to write over a file this command reads
file-write-not-a-name = { $path }: not a file name
file-lock-wait = { $variable }={ $value }: expected whole seconds from 0 to { $max }
file-lock-busy = { $path }: another program is writing these files{ $pid ->
    [none] {""}
   *[other] {" "}(process { $pid })
} and did not finish within { $seconds } s; nothing was written, try again
file-lock-not-regular = { $path }: is not a regular file; hakem keeps its write lock there (remove it)

## Grid moves as players write them (docs/formats.md, "Grid moves")

notation-not-a-cell = expected a cell, a column letter a-{ $last } and a row number 1-{ $size } such as "c4"; found "{ $text }"
notation-off-board = "{ $text }" is not on the { $size }×{ $size } board (columns a-{ $last }, rows 1-{ $size })
notation-not-a-turn = expected a quadrant number and a direction such as "3", "3cw" or "3ccw"; found "{ $text }"
notation-not-a-quadrant = expected a quadrant number (1 top left, 2 top right, 3 bottom left, 4 bottom right) such as "3" or "3ccw"; found "{ $text }"
notation-no-move = expected a move such as "d3", "c4 3" or "pass"; found nothing
notation-pass-alone = a pass is written alone; found "{ $word }" after it
notation-too-many-words = a move is a cell and at most one quadrant turn; found "{ $word }" after it
