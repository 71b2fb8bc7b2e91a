# The desk's login and the server's guard (src/serve/guard.rs, src/serve/login.rs).

serve-cross-site = reddedildi: bu istek başka bir sitenin sayfasından gönderildi; hiçbir şey yapılmadı
serve-form-expired = reddedildi: bu form başhakem masasının kendi formu değil (sunucu başlamadan önce açılmış ya da başka bir sayfadan gönderilmiş); hiçbir şey yapılmadı, masayı yeniden açın
serve-too-many-passwords = bu adresten çok fazla yanlış parola girildi: { $seconds } sn sonra yeniden deneyin
serve-wrong-password = Parola yanlış; hiçbir şey açılmadı.
serve-busy = etkinliğe şu anda başka bir program yazıyor: hiçbir şey yapılmadı, { $seconds } sn sonra yeniden deneyin
serve-body-too-large = istek { $limit } bayttan büyük
serve-body-too-slow = isteğin gövdesi { $seconds } sn içinde gelmedi
serve-body-unreadable = isteğin gövdesi okunamadı: { $detail }
serve-no-such-address = böyle bir adres yok
serve-method-not-allowed = bu adres bu yöntemi kabul etmiyor (kabul ettikleri: { $method })
serve-login-title = Başhakem masası: giriş
serve-login-password = Masanın parolası
serve-login-button = Masayı aç
serve-login-hint = Parola hakem serve başlarken verildi (ya da --password-file veya HAKEM_PASSWORD ile). Bir dakikada 10 yanlış paroladan sonra bu adres beklemek zorundadır.
serve-logout = Masayı kapat
serve-log-wrong-password = { $time } { $address } adresinden yanlış masa parolası
serve-log-password-limited = { $time } { $address } adresinden gelen masa parolası denetlenmeden reddedildi: bir dakikada çok fazla yanlış parola
