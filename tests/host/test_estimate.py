"""The simulator behind the bid help (deal, exchange, called card, whole hands by bots within the play rules), the
fit (the same table from the same seed), the baselines as the issue carries them, and `pinochle estimate`."""

import io
import re
from pathlib import Path

import pytest

from pinochle import parse_hand
from pinochle.bidhelp import estimate, exchange_meld, load_table, plausible_bid
from pinochle.host import baselines
from pinochle.host.cli import main
from pinochle.host.fit import fit, simulate
from pinochle.host.simulate import POLICIES, Table, call_partner, deal, exchange
from pinochle.play import legal
from pinochle.rules import PROFILE_NAMES, SUITS, get_rules

ROOT = Path(__file__).resolve().parents[2]
HEARTS = 1
HAND_DOUBLE = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"


def test_a_deal_gives_every_card_of_the_deck_once_and_full_hands():
    import random

    for name in ("double", "single", "call-for-card"):
        rules = get_rules(name)
        hands = deal(rules, random.Random(1))
        assert len(hands) == rules.players and all(sum(hand) == rules.hand_size for hand in hands)
        assert [sum(hand[card] for hand in hands) for card in range(rules.size)] == [rules.copies] * rules.size


def test_the_exchange_gives_the_declarer_trumps_and_keeps_twelve_cards_each():
    rules = get_rules("single")
    hands = [
        parse_hand(text, rules)
        for text in ("9S 9S JS JS QS QS 9D 9D JD JD QC QC", "", "AH AH 10H KH 9C 9C JC JC KS KS KD KD", "")
    ]
    exchange(rules, HEARTS, hands, 0, 2, 4)
    assert sum(hands[0]) == sum(hands[2]) == 12
    # The partner's four best for hearts are its hearts; the declarer gives back four of its nines.
    assert [hands[0][HEARTS * 6 + rank] for rank in range(6)] == [2, 1, 1, 0, 0, 0]
    assert sum(hands[2][suit * 6 + 5] for suit in range(4)) == 6


def test_the_called_card_comes_from_the_first_holder_to_the_left():
    rules = get_rules("call-for-card")
    hands = [bytearray(rules.size) for _ in range(5)]
    hands[0][HEARTS * 5 + 0] = 4  # every ace of hearts: the declarer calls the 10 of hearts
    hands[0][0] = 1
    hands[3][HEARTS * 5 + 1] = 1
    hands[4][HEARTS * 5 + 1] = 2
    assert call_partner(rules, HEARTS, hands, 0) == 3
    assert hands[0][HEARTS * 5 + 1] == 1 and hands[3][HEARTS * 5 + 1] == 0
    assert hands[3][0] == 1  # the declarer's least useful card, the ace of spades, went back


def test_every_card_the_bots_play_is_legal_and_the_counters_add_up():
    from pinochle import play

    for name in ("double", "single", "call-for-card"):
        rules = get_rules(name)
        for policy in POLICIES:
            table = Table(rules, 7, policy)
            checked = []
            real = play.legal_cards

            def checking(rules_, trump, trick, hand, real=real, checked=checked):
                cards, how = real(rules_, trump, trick, hand)
                play.legal_cards = real  # legal() itself calls it
                assert cards == legal(rules_, trump, trick, hand)[0]
                play.legal_cards = checking
                checked.append(len(trick))
                return cards, how

            play.legal_cards = checking
            try:
                hands = deal(rules, table.rng)
                sides = tuple(seat % 2 for seat in range(rules.players))
                others = [bytearray(hand) for hand in hands]
                taken = table.play(2, hands, sides)
            finally:
                play.legal_cards = real
            # Every card of the deal played (the Monte Carlo player's layouts play more, each checked too).
            plays = rules.players * rules.hand_size
            assert (len(checked) == plays or policy == "monte_carlo" and len(checked) > plays) and not any(
                map(sum, hands)
            )
            # The other side, on the same deal and play seen from its seats: the two come to the deck's counters.
            assert 0 <= taken <= rules.counters
            assert Table(rules, 7, policy).play(2, others, tuple(1 - side for side in sides)) >= 0


def test_the_two_policies_play_differently_and_a_seed_repeats_itself():
    rules = get_rules("double")
    greedy = simulate(rules, 40, 3, "greedy")
    assert greedy == simulate(rules, 40, 3, "greedy")
    assert [record[:4] for record in greedy] == [record[:4] for record in simulate(rules, 40, 3, "random")]
    assert [record[4] for record in greedy] != [record[4] for record in simulate(rules, 40, 3, "random")]


def test_the_fit_is_the_same_from_the_same_seed():
    rules = get_rules("double")
    table = fit(rules, simulate(rules, 300, 11))
    assert table == fit(rules, simulate(rules, 300, 11))
    assert table != fit(rules, simulate(rules, 300, 12))
    from pinochle.host.fit import NAMES

    for name in NAMES:
        value = getattr(table, name)
        assert all(type(number) is int for number in (value if type(value) is tuple else (value,))), name


def test_philhanna_is_its_single_deck_formula_less_the_meld():
    single = get_rules("single")
    # 6 hearts with both aces: 180 + 15 x 2 + 10 x (6 - 4) = 230.
    assert baselines.philhanna(single, parse_hand("AH AH 10H KH QH JH 9S 9S JS JS QS QS", single), HEARTS) == 230
    double = get_rules("double")
    # A fifth of it in the double deck's 50, "four" as a third of 20 cards (6): 36 + 3 + 2 x 2 = 43.
    hand = parse_hand("AH 10H KH QH JH JH 10H KH", double)
    assert baselines.philhanna(double, hand, HEARTS) == 43


def test_trickster_counts_sure_winners_and_the_partners_share():
    double = get_rules("double")
    # Aces of hearts (all four, then a 10 behind them) and one ace of spades: 6 winners, the partner a third of
    # the other 14, at 2.5 a trick.
    hand = parse_hand("AH AH AH AH 10H AS KS", double)
    assert baselines.sure_winners(double, hand) == 6
    assert abs(baselines.trickster(double, hand, HEARTS) - (6 + 14 / 3) * 2.5) < 1e-9
    single = get_rules("single")
    # With the single deck's pass: no partner share, two tricks from the pass, 25 a trick.
    assert baselines.trickster(single, parse_hand("AH 10S", single), HEARTS, 4) == 3 * 25


def test_klemic_is_20_or_30_with_a_long_trump_and_aces():
    double = get_rules("double")
    assert baselines.klemic(double, parse_hand("AH KH QH", double), HEARTS) == 20
    long_hand = parse_hand("AH AH 10H 10H KH KH QH QH JH JH AS", double)
    assert baselines.klemic(double, long_hand, HEARTS) == 30
    assert baselines.klemic(get_rules("single"), parse_hand("AH", get_rules("single")), HEARTS) == 100


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    return main(argv, io.StringIO(), out, err), out.getvalue(), err.getvalue()


def test_the_command_prints_a_line_a_trump_from_the_table():
    hand = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"
    code, out, err = run(["estimate", "--rules", "double"] + hand.split())
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert [line[0] for line in lines] == list(SUITS)
    rules = get_rules("double")
    hand_counts = parse_hand(hand, rules)
    counters, quartile = estimate(rules, load_table(rules), hand_counts, HEARTS)
    counted = exchange_meld(rules, load_table(rules), hand_counts, HEARTS, 43)[1]
    bid = plausible_bid(rules, hand_counts, HEARTS, 43, 10, quartile, counted)[0]
    assert lines[1].startswith("H  meld 43  counters %d of 50  lower quartile %d  bid %d" % (counters, quartile, bid))
    assert "7 trumps with A 10, 4 other aces; partner 10" in lines[1]
    assert "no bid: no marriage" in lines[2]  # no K-Q of diamonds


def test_the_command_says_what_is_wrong_in_one_line():
    assert run(["estimate", "--rules", "single", "AH", "1H"]) == (2, "", "pinochle: unknown card '1H'\n")
    assert run(["estimate", "--rules", "rook", "AH"])[2] == (
        "pinochle: unknown rules 'rook'; choose one of: %s\n" % ", ".join(PROFILE_NAMES)
    )


def test_the_docs_show_what_the_command_prints():
    """docs/estimate.md's example is the command's own output on the tables committed."""
    page = (ROOT / "docs" / "estimate.md").read_text()
    example = re.search(r"\$ python3 -m pinochle (estimate [^\n]+)\n(.*?)```", page, re.S)
    assert example, "docs/estimate.md has no example"
    code, out, _ = run(example.group(1).split())
    assert code == 0 and out == example.group(2)


@pytest.mark.slow
def test_the_committed_double_table_comes_back_from_its_command():
    """tools/fit_estimate.py --deals 30000 --seed 29 on the double deck (its partner is the texts' 10; the random
    bots' play mixed into its lower quartile and margin): a minute."""
    from pinochle.host.fit import NAMES

    rules = get_rules("double")
    table = fit(rules, simulate(rules, 30000, 29), 10, mixed=simulate(rules, 30000, 29, "random"))
    committed = load_table(rules)
    assert [getattr(table, name) for name in NAMES] == [getattr(committed, name) for name in NAMES]


def test_the_command_refuses_a_hand_or_partner_no_table_holds():
    """Each refusal exits 2 with one line naming what is wrong, and writes no figures."""
    whole = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"
    huge = "9" * 5000
    cases = (
        (["--rules", "single", "AH", "10H", "KH", "QH"], "pinochle: too few cards: 4, a hand holds 12\n"),
        (["AH", "KH"], "pinochle: too few cards: 2, a hand holds 20\n"),
        (["--rules", "single", "AH", "AH", "AH"], "pinochle: too many AH: 3, a single deck has 2\n"),
        (["--rules", "single"] + ["AH"] * 2 + ["KS"] * 11, "pinochle: too many KS: 3, a single deck has 2\n"),
        (["--partner", "-5"] + whole.split(), "pinochle: --partner -5: a meld is never negative\n"),
        (
            ["--partner", "1000000"] + whole.split(),
            "pinochle: --partner 1000000: over 1230, more than any hand of a double deck melds\n",
        ),
        (["--partner", "65536"] + whole.split(), "pinochle: --partner 65536: over 1230"),
        (
            ["--partner", "x"] + whole.split(),
            "pinochle: --partner x: the partner's meld is a whole number, 0 to 1230\n",
        ),
        (["--partner", huge] + whole.split(), "pinochle: --partner 9999999999999999999999..: the partner's meld"),
    )
    for argv, text in cases:
        code, out, err = run(["estimate"] + argv)
        assert (code, out) == (2, ""), argv[:3]
        assert err.startswith(text) and len(err.splitlines()) == 1 and len(err) < 120, (argv[:3], err)
    # The largest meld a partner may be told is over what a hand melds, and never over a record's 65,535.
    from pinochle.host.estimate import meld_ceiling
    from pinochle.melds import evaluate

    for name in PROFILE_NAMES:
        rules = get_rules(name)
        ranks = ("A", "10", "K", "Q", "J", "9")[: rules.rank_count]
        cards = [rank + "S" for rank in ranks for _ in range(rules.copies)] + ["KH", "QH", "KD", "QD"]  # runs
        hand = parse_hand(" ".join(cards[: rules.hand_size]), rules)
        assert evaluate(hand, 0, rules) < meld_ceiling(rules) <= 65535, name
        assert (
            run(["estimate", "--rules", name, "--partner", str(meld_ceiling(rules))] + cards[: rules.hand_size])[0] == 0
        )


def test_the_command_reads_one_hand_a_line_and_answers_the_good_ones():
    good = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"
    alone = run(["estimate"] + good.split())[1]
    out, err = io.StringIO(), io.StringIO()
    lines = "%s\nAH XX\n\nAH\n%s\r\n" % (good, good.lower())
    code = main(["estimate", "-"], io.BytesIO(lines.encode() + b"\xff\xfe\n" + good.encode()), out, err)
    assert code == 2
    assert out.getvalue() == alone * 3  # the first, the last but one and the last: each its four lines
    assert err.getvalue() == (
        "pinochle: line 2: unknown card 'XX'\n"
        "pinochle: line 4: too few cards: 1, a hand holds 20\n"
        "pinochle: line 6: not UTF-8 text (byte 1)\n"
    )
    # Every line good: status 0; a long line is refused and the next still answered.
    assert main(["estimate", "-"], io.BytesIO((good + "\n").encode() * 2), io.StringIO(), io.StringIO()) == 0
    out, err = io.StringIO(), io.StringIO()
    assert main(["estimate", "-"], io.BytesIO(b"x" * 70000 + b"\n" + good.encode()), out, err) == 2
    assert out.getvalue() == alone and err.getvalue() == "pinochle: line 1: longer than 65536 bytes\n"


def test_every_advised_bid_is_on_the_profiles_grid():
    """Random hands of every profile (seeded), each trump, the assumed partner and a few others: the advised bid is
    a legal opening bid, in big steps from where they start (partnership's 60, 65, 70 ..., though its text lets a
    raise land anywhere 5 over), and the highest such bid the side's meld and lower quartile reach."""
    import random

    from pinochle.bidding import bid_problem
    from pinochle.bidhelp import partner_assumed
    from pinochle.melds import evaluate

    rng = random.Random(38)
    for name in PROFILE_NAMES:
        rules = get_rules(name)
        table = load_table(rules)
        advised = 0
        for _ in range(300):
            hand = deal(rules, rng)[0]
            partner = rng.choice((partner_assumed(table), 0, rng.randrange(0, 40) * rules.point_unit))
            for trump in range(4):
                meld = evaluate(hand, trump, rules)
                quartile = estimate(rules, table, hand, trump)[1]
                counted = exchange_meld(rules, table, hand, trump, meld)[1]
                bid, why = plausible_bid(rules, hand, trump, meld, partner, quartile, counted)
                if bid is None:
                    assert why, (name, trump)
                    continue
                advised += 1
                assert bid_problem(rules, bid) is None, (name, bid)
                big = bid >= rules.bid_big_from
                step = rules.bid_big_step if big else rules.bid_small_step
                assert (bid - (rules.bid_big_from if big else rules.bid_min)) % step == 0, (name, bid)
                reach = meld + partner + counted + quartile
                assert bid <= reach < bid + step, (name, bid, reach)
        assert advised >= 30, (name, advised)  # the check met bids, not only refusals


def test_the_declarer_keeps_its_meld_in_the_exchange():
    """The declarer returns the four cards whose going keeps the most of its meld: here not the jacks and queens of
    its double pinochle, which are the least useful cards by rank alone."""
    from pinochle.melds import evaluate

    rules = get_rules("single")
    clubs = 3
    hands = [
        parse_hand(text, rules)
        for text in ("QS QS JD JD KC QC AH AH 10H 10D KH KD", "", "AC AC 10C 9C 9S 9S JS JS KS KS 10S 10S", "")
    ]
    dealt = evaluate(hands[0], clubs, rules)
    exchange(rules, clubs, hands, 0, 2, 4)
    assert [hands[0][card] for card in (3, 16)] == [2, 2]  # both QS, both JD
    assert evaluate(hands[0], clubs, rules) >= dealt  # its double pinochle and marriage kept, a dix gained


def test_the_single_decks_exchange_is_counted_and_its_bids_made_three_times_in_four():
    """The table's expected exchange meld is the simulation's on average, only the single deck has one, and on
    held-out deals the bids offered with it are made about three times in four (in the fit: 75%)."""
    from pinochle.bidhelp import exchange_meld, partner_assumed
    from pinochle.host.fit import exchange_gains
    from pinochle.melds import evaluate

    rules = get_rules("single")
    table = fit(rules, simulate(rules, 3000, 11), 10, exchange=True)
    held = simulate(rules, 3000, 12)
    gains = exchange_gains(rules, held)
    expected = [exchange_meld(rules, table, hand, trump, evaluate(hand, trump, rules))[0] for hand, trump, *_ in held]
    assert abs(sum(expected) / len(held) - sum(gains) / len(held)) < 10
    offered = made = 0
    for hand, trump, side, _, taken in held:
        meld = evaluate(hand, trump, rules)
        counted = exchange_meld(rules, table, hand, trump, meld)[1]
        bid = plausible_bid(
            rules, hand, trump, meld, partner_assumed(table), estimate(rules, table, hand, trump)[1], counted
        )[0]
        if bid:
            offered += 1
            made += taken >= rules.needed(bid, side)
    assert offered > 300 and 0.68 < made / offered < 0.82, (offered, made)
    for name in PROFILE_NAMES:
        other = get_rules(name)
        hand = deal(other, __import__("random").Random(3))[0]
        assert (exchange_meld(other, load_table(other), hand, HEARTS, 0)[0] > 0) == (name == "single"), name


def test_the_single_deck_line_shows_the_exchange_and_bids_with_it():
    hand = "KH KH QH 9H AS AD AC 10S JC QC 9D JD"
    code, out, _ = run(["estimate", "--rules", "single"] + hand.split())
    hearts = out.splitlines()[HEARTS]
    rules = get_rules("single")
    from pinochle.bidhelp import exchange_meld

    exchange, counted = exchange_meld(rules, load_table(rules), parse_hand(hand, rules), HEARTS, 50)
    assert code == 0 and ("meld 50  exchange about +%d meld  counters" % exchange) in hearts
    quartile = estimate(rules, load_table(rules), parse_hand(hand, rules), HEARTS)[1]
    # Without the exchange: 50 + 10 + the quartile, under 250; with it, a bid.
    assert 50 + 10 + quartile < 250 and ("bid %d" % ((50 + 10 + quartile + counted) // 10 * 10)) in hearts
    assert "exchange" not in run(["estimate", "--rules", "double"] + HAND_DOUBLE.split())[1]


def test_a_layout_keeps_the_declarers_hand_and_deals_the_rest():
    import random

    for name in ("double", "single", "call-for-card"):
        rules = get_rules(name)
        table = Table(rules, 4)
        dealt, trump = table.hand()[:2]
        record = table.layout(dealt, trump, random.Random(1))
        assert record[:2] == (dealt, trump) and 0 <= record[4] <= rules.counters
        # Another layout of the same hand: the others' cards differ, so the meld or the take may.
        others = {table.layout(dealt, trump, random.Random(seed))[2:] for seed in range(6)}
        assert len(others) > 1, name


def test_the_monte_carlo_player_meets_the_same_deals_and_plays_its_own_way():
    """Its deals are the other policies' (the same seed), and its cards its own: over 30 call-for-card deals, the
    takes are not the greedy bots' (each card it plays is checked legal above)."""
    rules = get_rules("call-for-card")
    greedy = simulate(rules, 30, 5, "greedy")
    searched = simulate(rules, 30, 5, "monte_carlo")
    assert [record[:4] for record in searched] == [record[:4] for record in greedy]
    assert [record[4] for record in searched] != [record[4] for record in greedy]


def test_the_single_decks_table_tells_a_run_with_aces_from_kings_and_queens():
    """The issue's two hands told the same: a run with 3 aces now gets 20 counters more than K-K-Q-9 with 2 aces,
    as in play (greedy, 400 layouts each: 193 against 170; lower quartiles 170 and 150)."""
    rules = get_rules("single")
    table = load_table(rules)
    run_hand = estimate(rules, table, parse_hand("AS 10S KS QS JS AH AD 9H 9D JC QC 9C", rules), 0)
    kings = estimate(rules, table, parse_hand("KS KS QS 9S AH AD 10H 9H JD QD JC 9C", rules), 0)
    assert run_hand[0] >= kings[0] + 20 and run_hand[1] >= kings[1] + 20, (run_hand, kings)


def test_fuzz_the_estimate_command():
    """Seeded: random hands, partners and mutated lines on stdin end in exit 0 or 2, the refusals a line each
    and short, never a traceback."""
    import random

    rng = random.Random(38)
    good = HAND_DOUBLE
    partners = ("-5", "0", "10", "1230", "1231", "65535", "65536", "1000000", "9" * 5000, "", "x", "+7", "٣", "1e3")
    trials = 0
    for seed in range(300):
        rng.seed(seed)
        name = rng.choice(PROFILE_NAMES)
        words = good.split() + rng.choice(([], ["9S"], ["AH"] * 3, ["??"], ["10"]))
        rng.shuffle(words)
        words = words[: rng.randrange(1, len(words) + 1)]
        argv = ["estimate", "--rules", name] + (["--partner", rng.choice(partners)] if rng.randrange(2) else [])
        for cards in (words, ["-"]):
            lines = [" ".join(words), good, "x" * rng.randrange(0, 80), ""]
            data = "\n".join(rng.sample(lines, len(lines))).encode("utf-8", "surrogatepass")
            out, err = io.StringIO(), io.StringIO()
            code = main(argv + cards, io.BytesIO(data), out, err)
            assert code in (0, 2), (seed, code)
            assert all(line.startswith("pinochle: ") and len(line) < 220 for line in err.getvalue().splitlines()), seed
            assert (code == 0) == (err.getvalue() == ""), seed
            trials += 1
    print("estimate fuzz: %d trials, 0 failures" % trials)


def test_the_bid_margin_brings_every_profiles_bids_to_three_in_four():
    """Klemic's bids in fives gave up more to the grid: its advised bids were made 83% of the time. Fitted with the
    margin on 3,000 deals and held out on 3,000 others, its offered bids are made about three times in four."""
    from pinochle.bidhelp import partner_assumed
    from pinochle.melds import evaluate

    rules = get_rules("klemic")
    table = fit(rules, simulate(rules, 3000, 11), 8)
    offered = made = 0
    for hand, trump, side, _, taken in simulate(rules, 3000, 12):
        meld = evaluate(hand, trump, rules)
        quartile = estimate(rules, table, hand, trump)[1]
        counted = exchange_meld(rules, table, hand, trump, meld)[1]
        bid = plausible_bid(rules, hand, trump, meld, partner_assumed(table), quartile, counted)[0]
        if bid:
            offered += 1
            made += side >= rules.meld_min and taken >= rules.needed(bid, side)
    assert offered > 300 and 0.68 < made / offered < 0.81, (offered, made)


def offers(rules, table, records):
    """(share of the offered bids made, share of the deals a table would open that are offered a bid, share of the
    deals under the lower quartile) on the records, the partner's meld assumed, as bench/estimate.py counts them."""
    from pinochle.bidhelp import partner_assumed
    from pinochle.melds import evaluate

    offered = made = opens = opened = under = 0
    for hand, trump, side, _, taken in records:
        meld = evaluate(hand, trump, rules)
        quartile = estimate(rules, table, hand, trump)[1]
        counted = exchange_meld(rules, table, hand, trump, meld)[1]
        bid = plausible_bid(rules, hand, trump, meld, partner_assumed(table), quartile, counted)[0]
        under += taken < quartile
        if bid:
            offered += 1
            made += side >= rules.meld_min and taken >= rules.needed(bid, side)
        if side >= rules.meld_min and taken >= rules.needed(rules.bid_min, side):
            opens += 1
            opened += bid is not None
    return made / offered, opened / opens, under / len(records)


def test_the_single_deck_offers_more_of_the_hands_a_table_opens():
    """The exchange's meld is fitted with what decides it besides the hand's cards (the run short of a card or two,
    aces in three or four suits, the meld held already): on held-out deals a bid is offered on more of the deals
    a table would open (the side makes 250) than with the cards alone (32-33% before), still made 3 times in 4."""
    rules = get_rules("single")
    table = fit(rules, simulate(rules, 3000, 11), 10, exchange=True)
    made, opened, _ = offers(rules, table, simulate(rules, 3000, 12))
    assert 0.72 <= made <= 0.80 and opened >= 0.35, (made, opened)


def test_the_exchange_features_read_the_run_the_aces_and_the_meld():
    from pinochle.bidhelp import exchange_features

    rules = get_rules("single")
    # Spades trump: the run short of its J; aces in three suits; a meld of 90, in the profile's tens.
    hand = parse_hand("AS 10S KS QS AH AD 9S 9H 9D 9C KC QC", rules)
    assert exchange_features(rules, hand, 0, 90) == (True, False, True, False, 9)
    assert exchange_features(rules, hand, 3, 90)[:4] == (False, False, True, False)  # clubs: A, 10, J missing
    hand = parse_hand("AS 10S KS AH AD AC 9S 9H 9D 9C KC QC", rules)
    assert exchange_features(rules, hand, 0, 0) == (False, True, False, True, 0)


def test_the_lower_quartile_holds_for_the_random_bots_too():
    """Fitted on the greedy bots alone, 18-21% of the random bots' deals fell under the lower quartile (their
    counters spread less); fitted on both, each policy's share is within 22-28% on held-out deals."""
    rules = get_rules("double")
    table = fit(rules, simulate(rules, 3000, 11), 10, mixed=simulate(rules, 3000, 11, "random"))
    for policy in ("greedy", "random"):
        under = offers(rules, table, simulate(rules, 3000, 12, policy))[2]
        assert 0.22 <= under <= 0.28, (policy, under)


def test_the_bench_refits_on_each_policys_play_and_bounds_the_offers():
    """bench/estimate.py's refit on a policy's own play predicts that play better than a fit to other play, and
    its best offer rate offers the hands most often made first, while those offered are made 3 times in 4."""
    import sys

    sys.path.insert(0, str(ROOT))
    from bench.estimate import best_offers, refit_error

    rules = get_rules("double")
    held = simulate(rules, 2000, 12, "random")
    own = refit_error(rules, simulate(rules, 2000, 11, "random"), held)
    other = refit_error(rules, simulate(rules, 2000, 11, "greedy"), held)
    assert own < other, (own, other)
    made, short = (40, 30), (40, 0)  # meld 40 and 30 counters make the 50 minimum; no counters do not
    # Made on 4 layouts of 4, 1 of 4 and 2 of 4: the first and third offered (3 in 4 on average), not the second.
    outcomes = [[made] * 4, [made] + [short] * 3, [made] * 2 + [short] * 2]
    assert best_offers(rules, outcomes) == (6 / 7, 6 / 8)
