"""Plays seeded random Toguz Korgool games in the PyPI package
gym-togyzkumalak 0.0.2 (its Board class, white = South starts) and prints one
JSON line a game for tests/it/peer_toguz.rs:

  {"plies": [[action, [legal...], white_pits, black_pits,
              [white_kazan, black_kazan], [white_tuzdyk, black_tuzdyk],
              done, reward], ...],
   "avoided": n, "cut": bool}

Pits are 0-based in the owner's numbering; a tuzdyk is the pit (0-based, in
the opponent's numbering) its owner holds, or -1; reward is the peer's own
(1 white wins, -1 black wins, 0 a draw).

The peer refuses a tuzdyk in the opponent's pit that has the number of the
pit the move started from (board.py, Board.move: `home[otau].serial !=
action`), a rule hakem's schema does not have; such a move is never chosen
("avoided" counts the times one was left out). A game where every legal move
is one is cut there ("cut"); so is one longer than MAX_PLIES.

Usage: python toguz_gym_togyzkumalak.py GAMES
"""
import json
import random
import sys
import warnings

warnings.filterwarnings("ignore")  # gym's deprecation warnings under NumPy 2
from gym_togyzkumalak.togyzkumalak.board import Board  # noqa: E402

MAX_PLIES = 5000


def tuzdyk(board, owner):
    """The pit (0-based) in owner's opponent's row that owner holds, or -1."""
    home = board.opponent_gamer(board.gamers[owner]).home
    return next((i for i, otau in home.items() if otau.tuzduk), -1)


def snapshot(board):
    """Everything Board.move changes, to undo a trial move."""
    gamers = [
        (g, [(o.kumalaks, o.tuzduk) for o in g.home.values()], g.kazan.score, g.tuzduk_announced)
        for g in board.gamers.values()
    ]
    return gamers, board.run, board.opponent, board.reward


def restore(board, saved):
    gamers, board.run, board.opponent, board.reward = saved
    for gamer, pits, score, announced in gamers:
        for otau, (kumalaks, tuz) in zip(gamer.home.values(), pits):
            otau.kumalaks, otau.tuzduk = kumalaks, tuz
        gamer.kazan.score, gamer.tuzduk_announced = score, announced


def refused_own_number(board, action):
    """Whether this move would make 3 in the opponent's pit with the move's
    own number while the mover holds no tuzdyk: a claim in hakem, none in the
    peer. Only a sowing of 10 (mod 18) stones ends in that pit. The peer
    itself plays the move, which is then undone."""
    stones = board.run.home[action].kumalaks
    if stones % 18 != 10 or board.run.tuzduk_announced:
        return False
    saved = snapshot(board)
    pit = board.opponent.home[action]
    board.move(action)
    refused = pit.kumalaks == 3 and not pit.tuzduk
    restore(board, saved)
    return refused


def play(seed):
    rng = random.Random(seed)
    board = Board()
    plies, avoided, cut = [], 0, False
    while True:
        if len(plies) >= MAX_PLIES:
            cut = True
            break
        legal = [i for i, ok in enumerate(board.run.available_action()) if ok]
        choices = [a for a in legal if not refused_own_number(board, a)]
        avoided += len(legal) - len(choices)
        if not choices:
            cut = True
            break
        action = rng.choice(choices)
        _, reward, done, _ = board.move(action)
        white, black = board.gamers["white"], board.gamers["black"]
        plies.append([
            action,
            legal,
            [white.home[i].kumalaks for i in range(9)],
            [black.home[i].kumalaks for i in range(9)],
            [white.kazan.score, black.kazan.score],
            [tuzdyk(board, "white"), tuzdyk(board, "black")],
            done,
            reward,
        ])
        if done:
            break
    return {"plies": plies, "avoided": avoided, "cut": cut}


def main():
    for seed in range(int(sys.argv[1])):
        print(json.dumps(play(seed), separators=(",", ":")))


main()
