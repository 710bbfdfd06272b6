/**
 * The most common passwords of 8 characters or more (shorter ones already fail the length rule),
 * from the public breach-frequency lists (RockYou, NCSC top 100k, yearly "worst passwords"
 * rankings), plus the Spanish favourites of those lists and the site's own name. Compared in lower
 * case. DESIGN.md: "reject the most common passwords".
 */
const COMMON_PASSWORDS = new Set(
  `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
passwort motdepasse contraseña contrasena contraseña1 contrasena1 contraseña123 contrasena123
micontraseña micontrasena clave123 clave1234 12345678 123456789 1234567890 12345678910
123456789a 123456789q 12345678a 1234567a 1234567q a1234567 a12345678 aa123456 abc12345
abcd1234 abcdefgh abcdefg1 1234abcd 12345abc 123456aa 123456ab 123456abc 123abc123 11111111
111111111 1111111111 00000000 000000000 22222222 33333333 44444444 55555555 66666666 77777777
88888888 99999999 12121212 12341234 11223344 1122334455 12344321 1234554321 123454321
123123123 123321123 987654321 9876543210 87654321 0987654321 147258369 147852369 159753456
159357456 741852963 963852741 789456123 456789123 1234512345 123456123456 01020304 010203040
qwertyuiop qwertyuiop123 qwerty123 qwerty12 qwertyui qwerty1234 qwer1234 1234qwer 12345qwert
q1w2e3r4 q1w2e3r4t5 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qazwsxedc qweasdzxc
asdfghjk asdfghjkl asdf1234 asdasdasd qweqweqwe zxczxczxc zxcvbnm1 zxcvbnm123 aaaaaaaa
abcabcabc iloveyou iloveyou1 iloveyou2 lovelove sunshine princess football baseball basketball
superman superman1 batman123 starwars trustno1 whatever welcome1 welcome123 letmein1 admin123
administrator changeme changeme123 secret123 master123 mustang1 shadow12 dragon12 pokemon1
minecraft fortnite samsung1 google123 facebook linkedin blink182 charlie1 jordan23 michael1
jessica1 jennifer michelle computer internet liverpool chelsea1 arsenal1 manchester barcelona
barcelona1 realmadrid madrid123 babygirl monkey123 teamo123 teamo1234 teamomucho tequiero
tequiero1 mariposa corazon1 amorcito princesa princesa1 estrella chocolate america1 mexico123
mexico12 colombia argentina venezuela guatemala espana123 futbol10 futbol123 bombon12 angelito
hermosa1 gatito123 perrito1 inversor inversor1 inversor123 inversorlisto inversionista
`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
