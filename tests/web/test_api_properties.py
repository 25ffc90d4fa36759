"""Properties of the game document over random valid rounds recorded through the API."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.decks import ENGINE_DECKS


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    data=st.data(),
    count=st.integers(2, 6),
    scoring=st.sampled_from(["collect", "lowest"]),
    deck=st.sampled_from(ENGINE_DECKS),
)
def test_document_totals_are_sums_over_its_rounds(
    api, round_bodies, expected_points, data, count, scoring, deck
):
    players = [f"P{n}" for n in range(count)]
    doc, key = api.create(players=players, scoring=scoring, deck=deck, target=300)
    bodies = data.draw(st.lists(round_bodies(tuple(players), deck), min_size=1, max_size=5))
    for body in bodies:
        response = api.post_round(doc["id"], key, body)
        if doc["over"]:
            assert response.status_code == 409
            break
        assert response.status_code == 201
        doc = response.get_json()
    assert doc == api.document(doc["id"])
    rounds = doc["rounds"]
    for number, (row, body) in enumerate(zip(rounds, bodies, strict=False), start=1):
        assert row["number"] == number
        for name, raw in body["hands"].items():
            hand = row["hands"][name]
            assert hand["points"] == expected_points(raw)
            if isinstance(raw, list):
                assert hand["cards"] == [code.upper() for code in raw]
        assert row["collected"] == sum(hand["points"] for hand in row["hands"].values())
    for player in players:
        assert doc["totals"]["collect"][player] == sum(
            row["collected"] for row in rounds if row["winner"] == player
        )
        assert doc["totals"]["lowest"][player] == sum(
            row["hands"][player]["points"] for row in rounds if player in row["hands"]
        )
    assert doc["dealer"] == players[len(rounds) % count]
    assert doc["version"] == 1 + len(rounds)
    own = doc["totals"][scoring]
    if doc["over"]:
        best = (max if scoring == "collect" else min)(own.values())
        assert doc["winners"] == [p for p in players if own[p] == best]
    else:
        assert max(own.values()) < 300 and doc["winners"] == []
