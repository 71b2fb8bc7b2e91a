//! A request answered without a socket, through the very router the server
//! runs (its extractors, its body limit, its handlers, the folder's cache
//! and the group commit): for the fuzz target of the request bodies
//! (`fuzz/fuzz_targets/serve_body.rs`) and for tests.

use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, header};
use tower_service::Service;

use super::ServeRefusal;
use super::app::{Answer, App};
use crate::error::Error;
use crate::event::folder::Folder;
use crate::words::{Language, Words};

/// A server for one event folder that answers requests given in memory.
pub struct Offline {
    dir: PathBuf,
    password: String,
    /// The event's language, else English: the language a `hakem serve`
    /// with no `--lang` and no language in its environment speaks.
    language: Language,
    runtime: tokio::runtime::Runtime,
}

/// How a request is sent.
pub struct Asked<'a> {
    pub method: &'a str,
    /// The path and query: `/api/rounds/1/tables/2/result`.
    pub uri: &'a str,
    pub content_type: &'a str,
    /// With the arbiter's password.
    pub authorised: bool,
    pub body: Vec<u8>,
}

impl Offline {
    /// The server of `dir` with the arbiter's `password`, speaking the
    /// event's language (English when it has none, or does not read).
    pub fn new(dir: PathBuf, password: String) -> Result<Offline, Error> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| {
                Error::usage(ServeRefusal::CannotStart {
                    detail: e.to_string(),
                })
            })?;
        let language = Folder::open(&dir)
            .ok()
            .and_then(|f| f.language)
            .unwrap_or(Language::EN);
        Ok(Offline {
            dir,
            password,
            language,
            runtime,
        })
    }

    /// The answer to `asked` from a server started afresh (nothing kept
    /// from an earlier request but the files: no wrong code counted): its
    /// status and its body as text.
    pub fn answer(&self, asked: Asked<'_>) -> (u16, String) {
        let app = Arc::new(App::new(
            self.dir.clone(),
            self.password.clone(),
            self.language,
        ));
        let words = Words::new(self.language);
        let say = |answer: Answer| format!("{}\n", words.say(&answer));
        let mut request = Request::builder()
            .method(asked.method)
            .uri(asked.uri)
            .header(header::CONTENT_TYPE, asked.content_type);
        if asked.authorised {
            let pair = format!("arbiter:{}", self.password);
            request = request.header(
                header::AUTHORIZATION,
                format!("Basic {}", super::app::base64_encode(pair.as_bytes())),
            );
        }
        let Ok(request) = request.body(Body::from(asked.body)) else {
            return (400, say(Answer::RequestNotMade));
        };
        self.runtime.block_on(async move {
            let mut router = super::router(app);
            let ready = std::future::poll_fn(|cx| {
                <axum::Router as Service<Request<Body>>>::poll_ready(&mut router, cx)
            })
            .await;
            if ready.is_err() {
                return (500, say(Answer::NotReady));
            }
            let Ok(response) = router.call(request).await;
            let status = response.status().as_u16();
            let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap_or_default();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        })
    }
}
