//! A request answered without a socket, through the very router the server
//! runs (its extractors, its body limit, its handlers, the folder's cache
//! and the group commit): for the fuzz target of the request bodies
//! (`fuzz/fuzz_targets/serve_body.rs`) and for tests.

use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, header};
use tower_service::Service;

use super::app::App;
use crate::error::Error;

/// A server for one event folder that answers requests given in memory.
pub struct Offline {
    dir: PathBuf,
    password: String,
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
    /// The server of `dir` with the arbiter's `password`.
    pub fn new(dir: PathBuf, password: String) -> Result<Offline, Error> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| Error::usage(format!("cannot start the server: {e}")))?;
        Ok(Offline {
            dir,
            password,
            runtime,
        })
    }

    /// The answer to `asked` from a server started afresh (nothing kept
    /// from an earlier request but the files: no wrong code counted): its
    /// status and its body as text.
    pub fn answer(&self, asked: Asked<'_>) -> (u16, String) {
        let app = Arc::new(App::new(self.dir.clone(), self.password.clone()));
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
            return (400, "the request cannot be made\n".into());
        };
        self.runtime.block_on(async move {
            let mut router = super::router(app);
            let ready = std::future::poll_fn(|cx| {
                <axum::Router as Service<Request<Body>>>::poll_ready(&mut router, cx)
            })
            .await;
            if ready.is_err() {
                return (500, "the server is not ready\n".into());
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
