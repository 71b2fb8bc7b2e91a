# The desk's login and the server's guard (src/serve/guard.rs, src/serve/login.rs).

serve-cross-site = refused: this request was sent by a page of another site; nothing was done
serve-form-expired = refused: this form is not the desk's own (opened before the server started, or sent by another page); nothing was done, open the desk again
serve-too-many-passwords = too many wrong passwords from this address: try again in { $seconds } s
serve-wrong-password = Wrong password; nothing was opened.
serve-busy = the event is being written by another program: nothing was done, try again in { $seconds } s
serve-body-too-large = the request is larger than { $limit } bytes
serve-body-too-slow = the request's body did not arrive within { $seconds } s
serve-body-unreadable = the request's body could not be read: { $detail }
serve-no-such-address = no such address
serve-method-not-allowed = this address does not take this method (it takes: { $method })
serve-login-title = Arbiter's desk: login
serve-login-password = The desk's password
serve-login-button = Open the desk
serve-login-hint = The password was given when hakem serve started (or with --password-file or HAKEM_PASSWORD). After 10 wrong passwords in a minute, this address must wait.
serve-logout = Close the desk
serve-log-wrong-password = { $time } wrong desk password from { $address }
serve-log-password-limited = { $time } desk password from { $address } refused unchecked: too many wrong ones in a minute
