//! `hakem man`: the manual page (roff) on stdout, every subcommand included.

use crate::error::{Error, Status};
use crate::files::stdout::print;

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:
  hakem man | man -l -                        read it now
  mkdir -p ~/.local/share/man/man1
  hakem man > ~/.local/share/man/man1/hakem.1  install it for `man hakem`")]
pub struct Args {}

/// `command` is the whole command line's definition (handed down by `cli`,
/// which commands never import).
pub fn run(_args: &Args, command: clap::Command) -> Result<Status, Error> {
    let command = command.name("hakem");
    let mut page = Vec::new();
    let io = |e| Error::io(std::path::Path::new("<manual page>"), e);
    // The main page without clap_mangen's list of `hakem-check(1)` pages:
    // there is one page, and every subcommand has its sections in it.
    let main = clap_mangen::Man::new(command.clone());
    main.render_title(&mut page).map_err(io)?;
    main.render_name_section(&mut page).map_err(io)?;
    main.render_synopsis_section(&mut page).map_err(io)?;
    main.render_description_section(&mut page).map_err(io)?;
    main.render_options_section(&mut page).map_err(io)?;
    main.render_version_section(&mut page).map_err(io)?;
    // One section per subcommand, after the main page.
    for sub in command.get_subcommands().filter(|s| s.get_name() != "help") {
        let sub = sub.clone().bin_name(format!("hakem {}", sub.get_name()));
        let man = clap_mangen::Man::new(sub);
        man.render_name_section(&mut page).map_err(io)?;
        man.render_synopsis_section(&mut page).map_err(io)?;
        man.render_description_section(&mut page).map_err(io)?;
        man.render_options_section(&mut page).map_err(io)?;
        man.render_extra_section(&mut page).map_err(io)?;
    }
    print(&String::from_utf8_lossy(&page))?;
    Ok(Status::Success)
}
