# Reading files: what a TOML file was expected to hold and did not, the
# files hakem reads and writes, the toml crate's syntax errors, grid moves
# as players write them.

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
