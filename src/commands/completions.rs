//! `hakem completions SHELL`: a shell completion script on stdout.

use clap_complete::Shell;

use crate::error::{Error, Status};
use crate::files::stdout::print;

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:
  mkdir -p ~/.local/share/bash-completion/completions
  hakem completions bash > ~/.local/share/bash-completion/completions/hakem
  mkdir -p ~/.zfunc ~/.config/fish/completions
  hakem completions zsh > ~/.zfunc/_hakem       (with fpath+=~/.zfunc in ~/.zshrc)
  hakem completions fish > ~/.config/fish/completions/hakem.fish")]
pub struct Args {
    /// The shell to complete in
    #[arg(value_enum)]
    pub shell: Shell,
}

/// `command` is the whole command line's definition (handed down by `cli`,
/// which commands never import).
pub fn run(args: &Args, mut command: clap::Command) -> Result<Status, Error> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "hakem", &mut script);
    print(&String::from_utf8_lossy(&script))?;
    Ok(Status::Success)
}
