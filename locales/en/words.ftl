# What was wrong with the folder of HAKEM_LOCALES (a translator's words,
# tried without building hakem).

locales-folder-unreadable = { $path }: the folder of HAKEM_LOCALES cannot be read; the built-in words are used
locales-not-a-tag = { $path }: not a language's folder (name it by the language's two- or three-letter tag, such as "de"); left out
locales-too-many-languages = { $path }: more than { $max } languages; the first { $max } are used
locales-too-many-files = { $path }: more than { $max } .ftl files; the first { $max } are used
locales-file-unreadable = { $path }: cannot be read as a text file of at most { $max_bytes } bytes; left out
