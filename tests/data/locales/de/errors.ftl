io-not-found = keine solche Datei
