"""game times: when a game started and when its last round was recorded

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27 23:50:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.add_column(sa.Column('started_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('last_round_at', sa.DateTime(timezone=True), nullable=True))
    # Games kept before: play started when the game was set up, and its last round is the
    # latest round recorded.
    op.execute('UPDATE game SET started_at = created_at')
    op.execute(
        'UPDATE game SET last_round_at = '
        '(SELECT MAX(round.created_at) FROM round WHERE round.game_id = game.id)'
    )


def downgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_column('last_round_at')
        batch_op.drop_column('started_at')
