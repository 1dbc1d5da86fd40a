import { describePhrasingRound } from './phrasing-round.testing';

// Round 4 of issue 32, written test first by a helper session that saw neither the lexicons nor the
// evaluation sets: in every chat language one message each of a thunderclap headache, meningitis
// signs, stroke signs, a person with dementia missing or suddenly confused, thoughts of suicide
// (the patient's or a carer's, often in the middle of a practical question) and failing vision or
// a child's warning signs, and two harmless messages (denials, the distant past, someone else, a
// supposed case, a TV series). Before the changes that came with it, 100 of 108 red flags were
// raised (6 of the thoughts of suicide were missed) and 5 of 36 harmless messages raised an alarm.
describePhrasingRound('red flags and harmless messages, round 4', {
  English: {
    flagged: [
      // Patient: sudden bat-like blow to back of head while lifting, worst ever, peaked in seconds, nausea, photophobia; asks if sumatriptan and rest is enough.
      [
        'was just lifting the shopping out of the boot and BANG like someone hit me with a bat at the back of my head, worst pain of my life, went from nothing to 10 in a few seconds. feel sick and the light hurts. ive had migraines for years but this is nothing like them. do i just take my sumatriptan and lie down??',
        1,
        'thunderclap',
      ],
      // Parent: 4-year-old with 39.4 fever not responding to Calpol, painful neck flexion, purple non-blanching spots on tummy.
      [
        'My 4 year old has had a temp of 39.4 since this afternoon, calpol isnt bringing it down, and she screams when I try to bend her head forward. Just noticed tiny purple dots on her tummy and they dont go away when I press a glass on them. Is this just a virus?',
        1,
        'fever-stiff-neck',
      ],
      // Wife: husband with migraine history has slurred speech, left facial droop, left hand weakness for 20 minutes; asks if it is aura.
      [
        'Hi sorry, my husband gets migraines with aura and hes lying down with one now but something feels off. He was talking and his words came out all mushed, the left side of his mouth is hanging down and he cant grip the cup with his left hand. started about 20 min ago. is this just the aura thing?',
        1,
        'neuro-deficit',
      ],
      // Adult child: mother with Alzheimer's gone from the house at 11pm, 2 degrees, no coat; asks whether to call 999.
      [
        'mum has alzheimers, lives with us. we just realised the back door was open and shes not in the house, her coat is still on the hook. its nearly 11pm and about 2 degrees out. weve checked the garden and the street. do we ring 999 or keep looking ourselves??',
        2,
        'missing-person',
      ],
      // Patient: long failed treatment list, lost job, has been counting pills to not wake up; then asks about other treatments.
      [
        '15 headache days a month for 6 years, tried topiramate, amitriptyline, propranolol, botox, now aimovig and nothing works. lost my job. honestly im so tired of all of it. ive started counting how many of my pills it would take so i just dont wake up. anyway what else is there to try',
        1,
        'self-harm',
      ],
      // Adult child: 74-year-old father with new temporal headache, scalp tenderness, jaw claudication and transient grey-out of right eye; GP next week.
      [
        'My dad is 74, new headaches for the last couple of weeks on the right side, his scalp is so tender he cant brush his hair, and his jaw aches when he chews his dinner so he has to stop. This morning he said the vision in his right eye went grey like a curtain for a bit. GP appointment isnt till next thursday, ok to wait?',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Patient: typical gradual migraine, explicitly denies fever, stiff neck, weakness, speech problems; asks about repeating Maxalt.
      "Usual migraine since this morning, built up slowly over a couple of hours like always, left side throbbing, bit of nausea. No fever, neck's fine, no weakness or anything weird with my speech. Is it ok to take a second Maxalt 2 hours after the first?",
      // Adult child: father's stroke was 10 years ago, stable now; asks for tips on help with showering.
      "My dad had a stroke about ten years ago and now has vascular dementia. He's stable, eating fine, same as usual. Any tips for getting him to accept help with showering? He gets really embarrassed.",
    ],
    offTopic: [],
  },
  Deutsch: {
    flagged: [
      // Patient: sudden hammer-like bang in back of head on the toilet, worst ever within seconds, nauseous; asks about ibuprofen 600.
      [
        'Hallo, ich sitze gerade auf dem Klo und ploetzlich so ein Knall im Kopf, als haette mir jemand mit dem Hammer auf den Hinterkopf geschlagen. Innerhalb von Sekunden die schlimmsten Kopfschmerzen meines Lebens, mir ist kotzuebel. Ich hab sonst Migraene aber das ist ganz anders. Soll ich eine Ibu 600 nehmen?',
        1,
        'thunderclap',
      ],
      // Parent: 16-year-old with nearly 40 fever, headache, stiff neck, now barely rousable; asks if paediatrician tomorrow is fine.
      [
        'Unser Sohn (16) liegt seit heute Mittag mit fast 40 Fieber im Bett, klagt über Kopfweh und kann das Kinn nicht auf die Brust nehmen, der Nacken ist total steif. Jetzt ist er kaum noch wach zu kriegen, murmelt nur. Nurofen hat nix gebracht. Morgen früh zum Kinderarzt reicht doch, oder?',
        1,
        'fever-stiff-neck',
      ],
      // Husband: wife has had word-finding problems, right arm weakness and right facial droop for 30 minutes, no headache; she thinks it is aura.
      [
        'meine frau sagt seit ner halben stunde komische sachen, die wörter passen nicht, und der rechte arm hängt so runter, sie kann das glas nicht halten. ihr mundwinkel rechts hängt auch. kopfweh hat sie keins. sie meint es ist nur die migräneaura, die hat sie manchmal mit flimmern. ist das normal so?',
        1,
        'neuro-deficit',
      ],
      // Adult child: father with dementia acutely confused since this morning, hallucinating, drowsy, not drinking, smells of urine; was normal yesterday.
      [
        'Mein Vater (82, Demenz, sonst ganz gut orientiert) ist seit heute Vormittag völlig durch den Wind, erkennt mich nicht mehr, zupft an der Decke, redet mit Leuten die nicht da sind und ist dann wieder total schläfrig. Gestern war er noch normal. Er hat seit zwei Tagen kaum getrunken und riecht stark nach Urin. Ist das die Demenz, die schneller wird?',
        2,
        'sudden-confusion',
      ],
      // Wife-carer: exhausted, thinks of taking both their tablets so there is peace for both; then asks about care-level application.
      [
        'Ich pflege meinen Mann seit 5 Jahren, Alzheimer, nachts schreit er, tagsüber läuft er weg. Ich schlafe seit Monaten keine Nacht durch. Manchmal denke ich, ich nehm einfach seine und meine Tabletten zusammen und dann ist für uns beide Ruhe. Wie beantrage ich eigentlich einen höheren Pflegegrad?',
        2,
        'self-harm',
      ],
      // Parent: 7-year-old with night-waking headaches, morning vomiting, new clumsiness and new left squint; eye appointment in 6 weeks.
      [
        'Unsere Tochter, 7, hat seit ca 3 Wochen Kopfschmerzen, die sie nachts aufwecken, und morgens spuckt sie oft bevor sie was gegessen hat, danach gehts besser. Jetzt fällt ihr öfter was runter, sie stolpert, und seit ein paar Tagen schielt sie mit dem linken Auge. Die Lehrerin meint, sie braucht vielleicht eine Brille. Termin beim Augenarzt ist in 6 Wochen.',
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Patient: saw a stroke on a TV crime show; asks whether migraine with aura raises risk; feels fine.
      'Hab gestern im Tatort gesehen, wie einer einen Schlaganfall hatte, mit hängendem Mundwinkel und so. Jetzt frag ich mich, ob meine Migräne mit Aura das Risiko erhöht? Mir geht es gerade gut, nur interessehalber.',
      // Adult child: a neighbour went missing last winter; mother has early dementia and is fine; asks about GPS watches.
      'Die Nachbarin meiner Mutter ist letzten Winter nachts aus dem Heim weggelaufen, wurde aber zum Glück gefunden. Meine Mutter hat beginnende Demenz und ist zuhause gut versorgt. Gibt es GPS-Uhren, die ihr empfehlen würdet, bevor sowas passiert?',
    ],
    offTopic: [],
  },
  French: {
    flagged: [
      // Wife: husband exercising had explosive worst-ever headache in seconds, vomiting, pale; asks about Doliprane.
      [
        "mon mari faisait du sport et d'un coup il a crié, il se tient la tete, il dit qu'il a jamais eu aussi mal de sa vie, comme une explosion derriere la tete, c'est venu en quelques secondes. il vomit. il a des migraines d'habitude mais la il est tout blanc. je lui donne un doliprane ?",
        1,
        'thunderclap',
      ],
      // Student: 39.8 fever, severe headache, photophobia, stiff neck, purple non-fading spots on legs; alone, thinks of waiting until Monday.
      [
        "Bonjour, j'ai 22 ans, étudiante, depuis hier soir fièvre à 39,8, mal de tête horrible, je ne supporte pas la lumière et j'ai la nuque tellement raide que je n'arrive pas à regarder mes pieds. Je viens de voir des petites taches violacées sur les jambes qui ne s'effacent pas quand j'appuie. Je suis seule à la résidence, j'attends lundi pour le médecin ?",
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 68 with word-finding difficulty, numb heavy right hand since lunch, crooked mouth on video; asks whether to call 15.
      [
        "Ma mère (68 ans) m'appelle, elle parle bizarrement, elle cherche ses mots et ça sort pas. Elle dit que sa main droite est engourdie et lourde depuis le déjeuner, et en visio je vois que sa bouche est de travers. Elle veut juste se coucher, elle dit que c'est une migraine. J'habite à 200 km, j'appelle le 15 ou pas ?",
        1,
        'neuro-deficit',
      ],
      // Husband: wife with Alzheimer's left in slippers and nightdress, 3 degrees and rain, missing about an hour.
      [
        "Mon épouse a la maladie d'Alzheimer. Je me suis endormi devant la télé et quand je me suis réveillé elle n'était plus là, la porte d'entrée était ouverte. Elle est partie en chaussons et en chemise de nuit, il fait 3 degrés et il pleut. J'ai fait le tour du quartier, rien. Ça fait peut-être une heure.",
        2,
        'missing-person',
      ],
      // Patient: chronic migraine, thinks it would be simpler not to wake up, has stockpiled Relpax and Laroxyl 'for that'; asks about Vyepti reimbursement.
      [
        "Migraine chronique depuis 10 ans, 20 jours par mois, j'ai tout essayé, j'en peux plus. Franchement parfois je me dis que ce serait plus simple de ne plus me réveiller, j'ai gardé toutes mes boîtes de Relpax et de Laroxyl dans un tiroir pour ça. Bref, est-ce que le Vyepti est remboursé en France ?",
        1,
        'self-harm',
      ],
      // Patient 29: daily headache worse mornings and bending, pulse-synchronous whooshing in ears, transient blackouts of vision, now persistent blur left eye.
      [
        "j'ai 29 ans, maux de tête tous les jours depuis un mois, pire le matin et quand je me penche, j'entends comme un souffle qui bat avec mon coeur dans les oreilles, et quand je me lève ma vue devient toute noire quelques secondes puis ça revient. ce matin je vois flou en permanence de l'oeil gauche. c'est la fatigue ?",
        1,
        'papilloedema',
      ],
    ],
    harmless: [
      // Patient: usual gradual migraine, denies fever, stiff neck, speech problems; asks about ibuprofen with triptan.
      "Encore une crise classique depuis ce matin, comme d'habitude : ça a monté doucement, côté droit, nausées. Pas de fièvre, pas de raideur de nuque, pas de trouble de la parole. Je peux prendre un ibuprofène avec mon triptan ou pas ?",
      // Adult child: hypothetical - if father ever got lost; he is fine now; asks about ID bracelets.
      "Question pratique : si un jour mon père (Alzheimer débutant, pour l'instant il va bien et ne sort jamais seul) se perdait, est-ce qu'il existe un bracelet avec nos coordonnées qu'on peut préparer à l'avance ?",
    ],
    offTopic: [],
  },
  Spanish: {
    flagged: [
      // Patient: in the shower, sudden whip-like worst-ever headache at the nape, instantly maximal, nausea, photophobia; asks about Nolotil.
      [
        'estaba en la ducha y de repente un dolor de cabeza brutal, como un latigazo en la nuca, el peor que he tenido en mi vida, en nada de tiempo estaba al maximo. tengo ganas de vomitar y me molesta la luz. tengo migrañas desde chica pero esto no se parece. me tomo un nolotil y espero?',
        1,
        'thunderclap',
      ],
      // Parent: 2-year-old, fever 39.5 not responding to Dalsy, very drowsy, neck pain, non-blanching purple spots; 112 or paediatrician tomorrow?
      [
        'Mi hijo de 2 años tiene fiebre de 39,5 desde la mañana, le di Dalsy y no baja. Está muy adormilado, casi no abre los ojos aunque le hable, y llora si le muevo el cuello. Le salieron unas manchitas moradas en las piernas que no se van al apretar con un vaso. ¿Llamo al 112 o lo llevo mañana al pediatra?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: father 71 suddenly cannot lift left arm, left leg gives way, facial droop, slurred speech, mild headache.
      [
        'mi papa de 71 años de repente no puede levantar el brazo izquierdo y se le va la pierna para ese lado, tiene la cara como caida de un lado y habla como borracho pero no tomó nada. le duele un poco la cabeza. mi mamá dice que lo acostemos que se le pasa. qué hacemos',
        1,
        'neuro-deficit',
      ],
      // Wife: husband with Lewy body dementia suddenly much worse today, disoriented, agitated then drowsy, fever and cough.
      [
        'Mi marido tiene demencia por cuerpos de Lewy. Desde esta mañana está mucho peor de golpe: no sabe dónde está, me confunde con su madre, está agitado y luego se queda dormido a mitad de frase. Ayer estaba como siempre. Tiene algo de fiebre y tose. El neurólogo lo ve en dos semanas.',
        2,
        'sudden-confusion',
      ],
      // Daughter-carer: alone 4 years, hit again today, thinks of crashing the car to end it all; then asks about day centre.
      [
        'Llevo 4 años cuidando sola a mi madre con alzheimer, mis hermanos no aparecen. Hoy me ha vuelto a pegar. Ya no puedo más, de verdad, a veces pienso en estrellarme con el coche y acabar con todo. Perdón por el rollo. ¿Sabéis si el centro de día acepta personas que se escapan?',
        2,
        'self-harm',
      ],
      // Husband: wife 69 with temple headache, scalp tenderness, jaw pain chewing, now cloudy/absent vision right eye.
      [
        'Mi mujer tiene 69 años, lleva unas semanas con dolor de cabeza en las sienes, le duele hasta apoyar la cabeza en la almohada, y al masticar la carne le duele la mandíbula y tiene que parar. Hoy dice que por el ojo derecho ve como nublado y a ratos nada. ¿Puede ser la tensión? ¿Le doy un Gelocatil?',
        1,
        'new-after-50',
      ],
    ],
    harmless: [
      // Parent: neighbour's son had meningitis months ago; own daughter well, no fever; asks about vaccines.
      'El hijo de mi vecina estuvo ingresado con meningitis hace unos meses y ya está bien. Mi hija tiene migraña y me ha dado miedo. Ella ahora está perfectamente, sin fiebre. ¿Hay alguna vacuna que debería tener?',
      // Patient: usual menstrual migraine, denies fever, stiff neck, visual problems, tingling; asks Maxalt daily limit.
      'Me duele la cabeza desde ayer, es la migraña de siempre con la regla, sin fiebre, sin rigidez en el cuello, veo bien y no tengo hormigueos. ¿Cuántos Maxalt puedo tomar en un día?',
    ],
    offTopic: [],
  },
  Italian: {
    flagged: [
      // Adult child: father 58 straining on toilet felt gunshot-like worst-ever headache instantly, sweating, vomiting, neck pulling.
      [
        'Scusate, mio padre 58 anni mentre faceva sforzo in bagno ha sentito come un colpo di pistola in testa, dice il dolore più forte della sua vita, arrivato tutto in un attimo. Adesso è sudato, ha vomitato due volte e dice che il collo gli tira. Non ha mai sofferto di mal di testa. Gli do un Moment?',
        1,
        'thunderclap',
      ],
      // Patient 19: fever 39, severe headache, cannot flex neck, photophobia, confused and sleepy; roommates say flu.
      [
        'ho 19 anni, da ieri febbre a 39 e mal di testa fortissimo, se provo a piegare il collo in avanti mi fa malissimo e non ce la faccio. la luce mi da fastidio e sono confuso, mi addormento continuamente. ho preso tachipirina 1000 ma niente. i miei coinquilini dicono che è influenza',
        1,
        'confusion',
      ],
      // Wife: husband 63 lost speech 10 minutes ago, right face crooked, cannot lift right arm; asks about GP tomorrow.
      [
        'Mio marito da 10 minuti non riesce più a parlare, apre la bocca ma escono suoni strani, e la parte destra della faccia è storta. Il braccio destro non lo alza. Ha 63 anni e la pressione alta. Niente mal di testa. Chiamo il medico di base domattina?',
        1,
        'neuro-deficit',
      ],
      // Grandchild: grandmother with dementia left home, 10pm, cold, only dressing gown; asks if they must wait 24 hours to call 112.
      [
        "Mia nonna con demenza vive con mia madre, stasera mentre mamma era sotto la doccia la nonna è uscita e non si trova più. Sono le 22, fa freddo, lei ha solo la vestaglia. Abbiamo girato in macchina per mezz'ora. Dobbiamo aspettare 24 ore per chiamare il 112?",
        2,
        'missing-person',
      ],
      // Patient: chronic migraine since 15, thinks it would be better to end it; then asks about Ajovy side effects.
      [
        "emicrania cronica da quando ho 15 anni, adesso ne ho 34. ho provato tutto, anche l'Aimovig. sono sempre a letto, ho perso gli amici. non so, ultimamente penso che sarebbe meglio farla finita, almeno smetterebbe di far male. quali sono gli effetti collaterali dell'Ajovy?",
        1,
        'self-harm',
      ],
      // Parent: 6-year-old with night-waking headaches, morning vomiting, new clumsiness and new inward squint.
      [
        "Mio figlio di 6 anni da un mese si sveglia di notte per il mal di testa e la mattina vomita appena alzato, poi durante il giorno sta meglio. Le maestre dicono che è diventato goffo, inciampa, e da qualche giorno ho notato che un occhio va verso l'interno. La pediatra ha detto che è stress per la scuola.",
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Patient: mother's stroke in 2015; asks about contraceptive pill with aura; no symptoms now.
      'Mia madre ha avuto un ictus nel 2015, si è ripresa bene. Io soffro di emicrania con aura e ho 40 anni. Posso prendere la pillola anticoncezionale o è rischioso? Adesso sto bene, nessun sintomo.',
      // Adult child: film about a lost Alzheimer's patient caused anxiety; father is fine; asks about home safety.
      'Ho visto un film su un uomo con Alzheimer che si perde nel bosco e mi ha messo ansia. Mio padre per fortuna è tranquillo e sempre con noi. Come posso preparare la casa per il futuro, servono serrature particolari?',
    ],
    offTopic: [],
  },
  Portuguese: {
    flagged: [
      // Patient: lifting weights, sudden explosive worst-ever headache, maximal in seconds, nausea, stiff neck; asks about Neosaldina.
      [
        'gente socorro, tava na academia levantando peso e do nada veio uma dor na cabeça tipo uma explosão, a pior dor da minha vida, chegou no máximo em segundos. agora to com enjoo e o pescoço duro. tenho enxaqueca mas nunca foi assim. tomo uma neosaldina e vou pra casa?',
        1,
        'thunderclap',
      ],
      // Parent: 9-year-old, fever 39.7, headache, cannot touch chin to chest, very sleepy and hard to wake.
      [
        'O meu filho de 9 anos está com 39,7 de febre desde a tarde, queixa-se muito da cabeça e do pescoço, não consegue encostar o queixo ao peito. Agora está muito sonolento, custa acordá-lo. Dei ben-u-ron há 2h. Espero pela manhã para ir ao centro de saúde?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 65 with left facial droop, slurred speech, left hand weakness for 15 minutes; asks whether to call 192.
      [
        'minha mãe de 65 anos tá com a boca torta agora, o lado esquerdo do rosto caiu, e ela tá falando enrolado, não consegue segurar o celular com a mão esquerda. começou faz uns 15 min, ela diz que é só dor de cabeça e quer deitar. ligo pro 192?',
        1,
        'neuro-deficit',
      ],
      // Husband: wife with dementia acutely changed today, not recognising him, seeing insects, agitated then barely rousable; on antibiotic for bladder.
      [
        'A minha mulher tem demência há 3 anos mas hoje está completamente diferente, de repente: não me reconhece, vê bichos na parede, está agitada e depois quase não acorda. Ontem estava normal. Começou um antibiótico para a bexiga há dois dias. É da doença?',
        2,
        'sudden-confusion',
      ],
      // Wife-carer: wants to sleep and not wake up, has thought about how; then asks about nappies via SUS.
      [
        'cuido do meu marido com alzheimer faz 6 anos, sozinha, ele não me conhece mais. to exausta, não durmo. sinceramente queria dormir e não acordar mais, já pensei até em como faria. desculpa desabafar aqui. vocês sabem como conseguir fralda pelo SUS?',
        2,
        'self-harm',
      ],
      // Patient 72: new left temporal headache, scalp tenderness, jaw claudication, transient loss of vision left eye, now dimmer.
      [
        'Tenho 72 anos, há 3 semanas tenho uma dor de cabeça nova na têmpora esquerda, dói-me o couro cabeludo ao pentear, e quando como dói-me o maxilar e tenho de parar. Ontem à noite deixei de ver do olho esquerdo durante uns minutos, agora vejo mais escuro. Tenho consulta no médico de família daqui a 10 dias.',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Patient: usual migraine, denies fever, stiff neck, speech/vision problems beyond usual aura; asks about repeating Zomig.
      'Estou com a minha enxaqueca habitual desde ontem, aquela pulsátil do lado direito, igual às outras. Sem febre, sem pescoço rígido, sem problemas na fala nem na visão além da aura normal que já passou. Posso repetir o Zomig?',
      // Grandchild: grandmother's neighbour went missing years ago; grandmother fine; asks about prevention.
      'A vizinha da minha avó saiu de casa de madrugada há uns anos e só foi encontrada no dia seguinte. A minha avó tem Alzheimer ligeiro e está sempre acompanhada. Que medidas de segurança recomendam para evitar isso no futuro?',
    ],
    offTopic: [],
  },
  Romanian: {
    flagged: [
      // Husband: wife felt hammer-blow worst-ever headache in seconds, vomited, dizzy, barely speaking; asks about Algocalmin.
      [
        'Sotia mea a strigat din bucatarie, zice ca a simtit ca o lovitura de ciocan in cap, cea mai groaznica durere din viata ei, a venit brusc in cateva secunde. Acum a vomitat si e ametita, abia vorbeste. Ea are migrene dar zice ca asta e altceva. Ii dau un algocalmin si o las sa doarma?',
        1,
        'thunderclap',
      ],
      // Parent: 5-year-old with fever 39.6, neck pain on movement, non-blanching purple spots, floppy and sleepy.
      [
        'Fetița mea de 5 ani are febră 39,6 de azi-dimineață, nu scade cu Nurofen, plânge când îi mișc capul și are niște pete mici, vinete, pe picioare care nu dispar când apăs cu paharul. E foarte moale și adoarme mereu. Medicul de familie are program abia mâine.',
        1,
        'fever-stiff-neck',
      ],
      // Patient: sudden right-sided numbness of arm and leg, speech muddled, crooked mouth for 20 min, mild headache; thinks it may be aura.
      [
        'scriu greu, de vreo 20 de minute mi-a amortit brusc toata partea dreapta, mana si piciorul, si cand vorbesc ma aud ciudat, se incurca cuvintele. sotul zice ca am gura stramba. ma doare si capul putin. am migrene cu aura, poate e doar aura?',
        1,
        'neuro-deficit',
      ],
      // Adult child: father with Alzheimer's missing 4 hours, dark, -2 degrees, only a shirt; asks if must wait 24h before calling 112.
      [
        'Tatăl meu are Alzheimer și a plecat de acasă azi pe la 17, nu s-a mai întors. Acum e 21, e întuneric, -2 grade afară și are doar o cămașă pe el. Telefonul l-a lăsat acasă. Am căutat prin cartier și la biserică. Trebuie să așteptăm 24 de ore ca să sunăm la 112?',
        2,
        'missing-person',
      ],
      // Patient: collected all pills yesterday and seriously considered taking them all; then asks about reimbursed treatments.
      [
        'am migrena cronica de 8 ani, nu mai pot munci, nu mai am viata. m-am saturat. ieri am strans toate pastilele intr-o cutie si m-am gandit serios sa le iau pe toate. nu stiu de ce va scriu asta. exista vreun tratament nou compensat in Romania?',
        1,
        'self-harm',
      ],
      // Parent: 8-year-old with night-waking headaches, morning vomiting, clumsiness, new squint; blames the tablet.
      [
        'Băiatul meu are 8 ani, de două săptămâni se trezește noaptea cu dureri de cap și vomită dimineața înainte de micul dejun. A început să se împiedice, scapă lucrurile din mână, iar azi am observat că se uită cruciș cu un ochi. Credeți că e de la tabletă?',
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Grandchild: grandfather's stroke was 12 years ago, stable; asks how to get him to drink more water.
      'Bunicul meu a avut un AVC acum 12 ani și de atunci are demență vasculară, dar e stabil. Vreau să știu cum să-l conving să bea mai multă apă, refuză mereu.',
      // Patient: hypothetical - how to tell a sudden severe headache from usual migraine; no symptoms now.
      'O întrebare teoretică: dacă aș avea vreodată o durere de cap brusc foarte puternică, cum îmi dau seama că nu e migrena obișnuită? Acum n-am nimic, doar vreau să știu.',
    ],
    offTopic: [],
  },
  Russian: {
    flagged: [
      // Patient: lifting bags, sudden explosion in the back of the head, worst ever within a second, nausea, stiff neck; asks about Citramon.
      [
        'Полчаса назад поднимала сумки и вдруг как будто взорвалось в затылке, боль самая сильная в моей жизни, за секунду стала невыносимой. Тошнит, шея как деревянная. Мигрени у меня давно, но такого не было никогда. Выпить цитрамон и лечь?',
        1,
        'thunderclap',
      ],
      // Parent (transliterated Russian): 14-year-old with 39.8 fever, severe headache, cannot flex neck, slowed and sleepy.
      [
        'u syna 14 let temperatura 39.8 s utra, golova bolit silno, sheyu ne mozhet sognut, podborodok do grudi ne dostaet. seychas on kakoy-to zatormozhenniy, spit vse vremya, ele otvechaet. nurofen daval. mozhno do zavtra podozhdat vracha?',
        1,
        'fever-stiff-neck',
      ],
      // Wife: husband 67 with left facial droop, slurred speech, left arm weakness for 10 minutes; asks about analgin and whether to call 103.
      [
        'У мужа минут 10 назад перекосило лицо, левый уголок рта опустился, говорит невнятно, как пьяный, левая рука не слушается. Голова не болит. Ему 67. Дать ему анальгин и уложить спать? Скорая к нам долго едет, стоит ли вообще звонить 103?',
        1,
        'neuro-deficit',
      ],
      // Son: mother with dementia left flat, dark, -10, slippers and robe, not found; asks whom to call.
      [
        'Мама с деменцией ушла из квартиры, пока я был в магазине. Уже стемнело, на улице минус 10, она в тапочках и халате. Обошли двор и соседние дома, нигде нет. Телефона у неё нет. Что делать, куда звонить в первую очередь, 112 или 102?',
        2,
        'missing-person',
      ],
      // Wife-carer: can't go on, thinks of lying down and not waking up; then asks about nursing home.
      [
        'Третий год ухаживаю за мужем с Альцгеймером, одна, он меня не узнаёт и кричит по ночам. Я больше не могу. Иногда думаю лечь и не проснуться, чтобы всё это закончилось. Скажите, а как оформить его в пансионат?',
        2,
        'self-harm',
      ],
      // Adult child: father 76 with temporal headache, scalp tenderness, jaw claudication, foggy vision and brief total loss in right eye.
      [
        'Отцу 76, две недели болит голова в висках, кожа головы болит, даже расчёсываться больно, когда жуёт мясо челюсть болит, приходится останавливаться. Сегодня утром сказал, что правым глазом видит как в тумане, а на минуту вообще ничего не видел. Терапевт только через неделю.',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Patient: usual gradual migraine; denies fever, neck stiffness, speech/limb problems; asks about sumatriptan with Nurofen.
      'Обычная моя мигрень, началась вечером постепенно, как всегда, пульсирует справа. Температуры нет, шея нормально двигается, речь и руки в порядке. Можно ли суматриптан вместе с нурофеном?',
      // Grandchild: TV series about a wandering person; grandmother is calm; asks about preventive measures.
      'Смотрели сериал, где у героини деменция и она ушла ночью из дома. Моя бабушка с деменцией живёт с нами, у неё всё спокойно. Какие меры заранее принять, чтобы такого не случилось?',
    ],
    offTopic: [],
  },
  Bulgarian: {
    flagged: [
      // Patient (Latin-typed Bulgarian): at gym, sudden explosion-like worst-ever headache in seconds, vomiting; asks about analgin.
      [
        'pomosht, predi 10 min vuv fitnesa izvednuj me udari bolka v glavata kato eksploziq v tila, nai-silnata bolka v jivota mi, stana za sekundi. povrushtam i mi e mnogo losho. imam migreni ot godini no tova ne e takova. da pia li edin analgin i da si legna?',
        1,
        'thunderclap',
      ],
      // Parent: 3-year-old, fever 39.9, very drowsy, non-blanching dark red dots on legs; asks about waiting until morning.
      [
        'Детето ми е на 3, има 39,9 температура от обяд, дадох Нурофен, не пада. Много е сънливо, едва отваря очи, а по крачетата има малки тъмночервени точици, които не избледняват като натисна с чаша. Да чакаме ли до сутринта за личния лекар?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: father suddenly with garbled speech, right facial droop, numb right arm for 30 minutes.
      [
        'Баща ми изведнъж не може да говори нормално, думите излизат объркани, дясната половина на лицето е увиснала и не си усеща дясната ръка. Стана преди около половин час. Мама казва да му мерим кръвното и да изчакаме. Какво да правим?',
        1,
        'neuro-deficit',
      ],
      // Adult child: mother with dementia acutely worse today, disoriented, hallucinating, drowsy, not drinking, fever.
      [
        'Майка ми е с деменция, но днес от сутринта изведнъж е много по-зле – не знае къде е, говори несвързано, вижда хора в стаята, а после заспива посред разговора. Вчера беше както винаги. От два дни почти не пие вода и има температура. Нормално ли е?',
        2,
        'sudden-confusion',
      ],
      // Patient: thinks it better not to wake up, has counted pills; then asks if Aimovig is reimbursed.
      [
        'имам хронична мигрена 12 години, 25 дни в месеца ме боли. вече нямам сили. честно, мисля си че е по-добре просто да не се събудя, даже си преброих хапчетата. както и да е, има ли в България Аймовиг по каса?',
        1,
        'self-harm',
      ],
      // Patient 31: daily morning headache, pulse-synchronous tinnitus, transient visual blackouts, new double vision, swollen optic nerves per eye doctor.
      [
        'Жена на 31, от месец ме боли главата всеки ден, по-силно сутрин, и чувам шум в ушите в ритъма на сърцето. Когато стана рязко, за секунди ми притъмнява пред очите, а от вчера виждам двойно. Очният лекар каза, че нервите на очите са подути и да отида при невролог, но имам час чак след седмица.',
        1,
        'papilloedema',
      ],
    ],
    harmless: [
      // Patient: neighbour had a stroke last year; patient has no symptoms now; asks about own risk.
      'Съседът ни получи инсулт миналата година и сега е добре. Аз имам мигрена с аура и се притесних. В момента нямам никакви оплаквания, просто искам да знам има ли по-голям риск при мен.',
      // Grandchild: grandfather got lost two years ago, always accompanied now, calm; asks about daytime activities.
      'Дядо ми преди две години се изгуби за няколко часа, но го намериха, и оттогава винаги е с придружител. Сега е спокоен. Какви занимания да му давам през деня, за да не скучае?',
    ],
    offTopic: [],
  },
  Greek: {
    flagged: [
      // Wife: husband suddenly worst-ever headache like something burst, within seconds, vomiting, pale; asks about Depon.
      [
        'Ο άντρας μου πριν 5 λεπτά έπιασε ξαφνικά το κεφάλι του και φώναξε, λέει ότι είναι ο χειρότερος πόνος που έχει νιώσει ποτέ, σαν να του έσκασε κάτι μέσα, ήρθε μέσα σε δευτερόλεπτα. Κάνει εμετό και είναι κάτασπρος. Να του δώσω ένα Depon;',
        1,
        'thunderclap',
      ],
      // Patient: fever 39.5, unrelenting headache, rock-stiff neck, photophobia, red dots on legs; alone.
      [
        'εχω πυρετο 39,5 απο χθες, πονοκεφαλο που δεν περνα με τιποτα και ο σβερκος μου ειναι πετρα, δεν μπορω να σκυψω το κεφαλι. με ενοχλει το φως και μου βγηκαν και κατι κοκκινες τελιτσες στα ποδια. μενω μονος, να περιμενω αυριο;',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 70 suddenly cannot lift right arm, crooked mouth, muddled speech for 30 minutes; asks about calling 166.
      [
        'Η μαμά μου 70 χρονών ξαφνικά δεν μπορεί να σηκώσει το δεξί χέρι, το στόμα της έχει στραβώσει και μιλάει μπερδεμένα. Πονοκέφαλο δεν έχει. Άρχισε πριν μισή ώρα περίπου. Ο πατέρας μου λέει να της δώσουμε ένα χάπι για την πίεση και να ξαπλώσει. Να πάρω το 166;',
        1,
        'neuro-deficit',
      ],
      // Husband: wife with Alzheimer's left while he slept, 2am, cold rain, only a robe, not found.
      [
        'Η γυναίκα μου έχει Αλτσχάιμερ και έφυγε από το σπίτι όσο κοιμόμουν, δεν ξέρω πότε ακριβώς. Είναι 2 τα ξημερώματα, κάνει κρύο και βρέχει, πήρε μόνο τη ρόμπα. Γύρισα τη γειτονιά με το αυτοκίνητο, τίποτα. Τι να κάνω;',
        2,
        'missing-person',
      ],
      // Adult child carer: seriously thinking tonight of ending it all, has collected father's pills; asks about day centres.
      [
        'Φροντίζω τον πατέρα μου με άνοια 4 χρόνια, δουλεύω κιόλας, δεν έχω ζωή. Απόψε σκέφτομαι σοβαρά να τελειώσω με όλα, έχω μαζέψει τα χάπια του. Δεν ξέρω γιατί το γράφω εδώ. Υπάρχουν κέντρα ημέρας στη Θεσσαλονίκη;',
        2,
        'self-harm',
      ],
      // Parent: 5-year-old with night-waking headaches, morning vomiting, clumsiness, new squint.
      [
        'Ο γιος μου 5 ετών εδώ και 3 εβδομάδες ξυπνάει τη νύχτα με πονοκέφαλο και το πρωί κάνει εμετό πριν φάει. Τελευταία σκοντάφτει συνέχεια, του πέφτουν τα πράγματα και από χθες το ένα μάτι του πάει μέσα, αλληθωρίζει. Ο παιδίατρος είπε ίωση. Να περιμένουμε;',
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Patient: saw an aneurysm on a Netflix series; feels fine today; asks how to tell migraine from danger.
      'Είδα σε μια σειρά στο Netflix κάποιον να παθαίνει ανεύρυσμα με ξαφνικό πονοκέφαλο και τρόμαξα. Εγώ έχω ημικρανίες χρόνια, σήμερα είμαι μια χαρά. Πώς ξεχωρίζει ο πονοκέφαλος της ημικρανίας από κάτι επικίνδυνο;',
      // Adult child: father with dementia same as usual, oriented, no fever; wants afternoon activity ideas.
      'Ο μπαμπάς μου με άνοια σήμερα είναι όπως κάθε μέρα, τίποτα καινούργιο: ξέρει πού είναι, τρώει, δεν έχει πυρετό, κοιμήθηκε καλά. Απλώς ήθελα ιδέες για δραστηριότητες το απόγευμα που νυχτώνει νωρίς.',
    ],
    offTopic: [],
  },
  Hungarian: {
    flagged: [
      // Patient: 15 minutes ago sudden axe-blow worst-ever headache within seconds, nausea, photophobia; asks about Algopyrin.
      [
        'Most kb 15 perce a wc-n hirtelen mintha fejbe vágtak volna egy baltával, életem legrosszabb fejfájása, másodpercek alatt lett ilyen erős. Hányingerem van és a fény is bántja a szemem. Migrénes vagyok, de ez teljesen más. Bevegyek egy Algopyrint?',
        1,
        'thunderclap',
      ],
      // Parent: 17-year-old with 39.8 fever, severe headache, stiff neck, barely rousable, confused.
      [
        'A 17 eves fiam ma delutan ota 39,8 lazas, nagyon faj a feje es nem tudja lehajtani a fejet, merev a nyaka. Most mar alig lehet felebreszteni, zavaros amit mond. Adtam neki Rubophent. Varjunk reggelig a haziorvosra?',
        1,
        'fever-stiff-neck',
      ],
      // Wife: husband suddenly incoherent, right arm weak, right mouth drooping for 30 minutes; 112 or wait?
      [
        'A férjem fél órája hirtelen elkezdett összefüggéstelenül beszélni, a jobb keze lóg, nem tudja felemelni, és a szája jobb oldala lefelé húzódik. Fejfájása nincs. Azt mondja, csak fáradt és le akar feküdni. Hívjam a 112-t vagy várjuk meg a reggelt?',
        1,
        'neuro-deficit',
      ],
      // Adult child: mother with dementia missing since 8pm, now 11pm, -4 degrees, in a dressing gown.
      [
        'Anyukám demens, és este 8 körül elment otthonról, azóta nem találjuk. Most éjjel 11 van, mínusz 4 fok, csak pongyolában van. Körbejártuk az utcákat, a szomszédokat felhívtuk. Mit tegyünk?',
        2,
        'missing-person',
      ],
      // Patient: thinks of falling asleep for good, has looked up how many pills it would take; asks about headache centres.
      [
        '8 éve krónikus migrénem van, havi 20 nap fájdalom. Elvesztettem a munkám, a párom elköltözött. Néha arra gondolok, jobb lenne végleg elaludni és nem felébredni, meg is néztem, mennyi gyógyszer kellene hozzá. Egyébként tudtok valami jó fejfájásközpontot Budapesten?',
        1,
        'self-harm',
      ],
      // Husband: wife 71 with new temporal headache, scalp tenderness, jaw claudication, transient loss of vision left eye, still blurred.
      [
        'A feleségem 71 éves, két hete új fejfájása van a halántékán, a fejbőre annyira érzékeny, hogy fésülködni sem tud, és rágáskor fáj az állkapcsa, abba kell hagynia az evést. Ma reggel azt mondta, a bal szemével egy időre semmit nem látott, most is homályos. Hétfőn megyünk a háziorvoshoz.',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Patient: usual gradual migraine; denies fever, stiff neck, speech or vision problems; asks about a second Imigran.
      'Szokásos migrénem van reggel óta, lassan erősödött, mint mindig, bal oldalon lüktet. Nincs lázam, a nyakam nem merev, a beszédem és a látásom rendben. Bevehetek még egy Imigránt 2 óra után?',
      // Adult child: neighbour went missing last year; father with early Alzheimer's is fine; asks about a GPS watch.
      'A szomszéd néni, aki szintén demens, tavaly eltűnt egy éjszakára, de megtalálták. Apukám is kezdődő Alzheimeres, most nyugodt és jól van. Érdemes már most GPS-es karórát venni neki?',
    ],
    offTopic: [],
  },
  Japanese: {
    flagged: [
      // Patient: straining on toilet, sudden bat-blow pain at back of head, worst ever, instant peak, nausea, neck pain; asks about Loxonin.
      [
        'さっきトイレでいきんだ瞬間、後頭部をバットで殴られたみたいな激痛がきました。人生で一番痛いです。一瞬でピークになった感じ。吐き気もあって首も痛い。片頭痛持ちだけど全然違う。とりあえずロキソニン飲んで寝てればいいですか？',
        1,
        'thunderclap',
      ],
      // Parent: 5-year-old, fever 39.8, headache, neck pain on flexion, listless, non-blanching purple dots on legs.
      [
        '5歳の娘が朝から39.8度の熱で、頭が痛いと泣いています。首を前に曲げると痛がって、今はぐったりしてほとんど目を開けません。足に赤紫の小さい点々が出てきて、押しても消えません。明日の朝かかりつけに行けばいいでしょうか。',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 72 suddenly slurred, cannot hold chopsticks with right hand, right facial droop for 30 min; asks if 119 is unnecessary.
      [
        '母（72）が急にろれつが回らなくなって、右手で箸が持てません。顔の右側が下がってる気がします。30分くらい前からです。頭痛はないみたい。本人は疲れただけだから寝るって言ってるけど、119呼ぶほどじゃないですよね？',
        1,
        'neuro-deficit',
      ],
      // Wife: husband with dementia suddenly disoriented since noon, seeing insects, drowsy; feverish with frequent urination.
      [
        '認知症の夫ですが、今日の昼から急に様子がおかしいです。ここがどこかわからず、壁に虫がいると言って怯えたり、急にウトウトしたり。昨日までは普段通りでした。2日前から熱っぽくておしっこの回数が多いです。病気が進んだんでしょうか。',
        2,
        'sudden-confusion',
      ],
      // Adult child carer: at the limit, wants to disappear together with father, feels so tonight; asks about respite stay.
      [
        '認知症の父をひとりで介護して5年。夜も寝られないし仕事も辞めました。もう限界です。正直、父と一緒に消えてしまいたいと思うことがあります。今夜もそう思ってます。ショートステイってどこに相談すればいいんですか。',
        2,
        'self-harm',
      ],
      // Patient 28: daily morning headache, pulse-synchronous whooshing, transient blackouts, new double vision, swollen optic nerves.
      [
        '28歳女です。1か月くらい毎日頭痛があって、朝がひどいです。耳の中でザーッザーッと脈に合わせて音がします。立ち上がると数秒目の前が真っ暗になるし、昨日から物が二重に見えます。眼科で視神経が腫れてるって言われたけど、神経内科の予約は来週です。',
        1,
        'papilloedema',
      ],
    ],
    harmless: [
      // Patient: father's stroke 10 years ago; no symptoms now; asks about prevention.
      '父が10年前に脳梗塞をやっていて、私も片頭痛持ちなので遺伝が心配です。今は特に症状はなくて、いつもの頭痛もありません。予防のために気をつけることはありますか？',
      // Adult child: hypothetical future wandering; mother calm and supervised now; asks about monitoring services.
      'もし認知症の母が将来ひとりで外に出て行ってしまったら、どう備えておけばいいですか？今は落ち着いていて、いつも家族と一緒です。見守りサービスやGPSについて知りたいです。',
    ],
    offTopic: [],
  },
  Chinese: {
    flagged: [
      // Adult child: father 52, while lifting, sudden exploding worst-ever headache in seconds, vomiting, stiff neck; asks about Fenbid.
      [
        '我爸52岁，刚才搬东西的时候突然说头像炸开一样疼，说这辈子从来没这么疼过，几秒钟就疼到顶了，现在一直吐，脖子也发硬。他以前从来不头疼。要不要先给他吃片芬必得躺一会儿？',
        1,
        'thunderclap',
      ],
      // Student: fever 39+, severe headache, stiff neck, photophobia, non-blanching purple-red dots; alone, plans to wait.
      [
        '我大学生，昨天开始发烧39度多，头痛得要命，脖子特别僵，低头下巴碰不到胸口，见光就难受，腿上还出了一些紫红色的小点，按了也不褪。宿舍就我一个人，吃了布洛芬，想明天再去校医院。',
        1,
        'fever-stiff-neck',
      ],
      // Wife: husband suddenly dropped chopsticks, right arm weak, mouth crooked, slurred and inappropriate answers for 20 min; wait or call 120?
      [
        '我老公刚才吃饭时筷子突然掉了，右手抬不起来，嘴歪到一边，说话含糊不清，问他话答非所问。大概20分钟前开始的，不头疼。他说睡一觉就好了，要不要等明天再去看？还是打120？',
        1,
        'neuro-deficit',
      ],
      // Adult child: mother with dementia missing since dusk, now 10pm, below zero, thin coat, no phone; call 110 or wait?
      [
        '我妈有老年痴呆，今天傍晚出去散步到现在还没回来，已经晚上十点了，外面零下，她只穿了一件薄外套，手机也没带。小区和附近公园都找过了。要报110吗还是再等等？',
        2,
        'missing-person',
      ],
      // Patient: chronic migraine, lost job, does not want to live, wants to sleep and not wake; then asks about new injectables.
      [
        '偏头痛十几年了，现在几乎天天疼，什么药都试过，佐米曲普坦都吃到没用了。工作也丢了。说实话，我真的不想活了，有时候想就这么睡过去不要再醒来。算了，你们知道有没有新的针剂能走医保吗？',
        1,
        'self-harm',
      ],
      // Grandchild: grandmother 78 with temporal headache, scalp tenderness, jaw claudication, transient loss of vision right eye, still blurred.
      [
        '我奶奶78岁，最近两周太阳穴这边头疼，梳头头皮都痛，吃饭嚼东西下巴疼得要停下来。今天早上说右眼突然看不见了几分钟，现在看东西还是模模糊糊的。社区医生下周才有号，可以等吗？',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Parent: colleague's child had meningitis last month; own son well, no fever or stiff neck; asks about vaccines.
      '我同事的孩子上个月得了脑膜炎，住院治好了。我儿子有偏头痛，我有点担心。他现在挺好的，不发烧，脖子也不硬，就是偶尔头疼。需要打什么疫苗吗？',
      // Grandchild: TV drama about a lost Alzheimer's patient; grandfather stable and supervised; asks about prevention.
      '昨天看了一个电视剧，里面老人得了阿尔茨海默病半夜走丢了。我外公也有早期痴呆，现在情况稳定，一直有人陪着。想问一下家里要做哪些准备，防止以后走失？',
    ],
    offTopic: [],
  },
  Macedonian: {
    flagged: [
      // Patient: while lifting bags, sudden explosion-like worst-ever headache in seconds, nausea, stiff neck; asks about Caffetin.
      [
        'Пред 10 минути додека кревав кеси одеднаш ме удри болка во главата како експлозија, најлошата болка во животот, за неколку секунди. Ми се повраќа и вратот ми е вкочанет. Имам мигрена ама ова не е исто. Да пијам кафетин и да легнам?',
        1,
        'thunderclap',
      ],
      // Parent: 4-year-old, fever 39.7, very sleepy, non-blanching purple spots on legs.
      [
        'Синот ми има 4 години, температура 39,7 од наутро, му дадов нурофен и не паѓа. Многу е поспан, едвај ги отвора очите, а на нозете му излегоа ситни модри точки што не исчезнуваат кога ќе притиснам со чаша. Да чекаме до утре за педијатарот?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child (Latin-typed Macedonian): father suddenly cannot speak properly, mouth crooked, left arm hanging for 20 min; call 194?
      [
        'tatko mi odednas ne moze da zboruva kako sto treba, mu e iskrivena ustata na levo i levata raka mu visi, ne moze da ja krene. pocna pred okolu 20 minuti. glavata ne go boli. majka mi veli da mu izmerime pritisok i da leze. da vikame 194?',
        1,
        'neuro-deficit',
      ],
      // Husband: wife with dementia suddenly much worse today, disoriented, hallucinating, drowsy, slight fever, not drinking.
      [
        'Сопругата ми има деменција, ама денеска наеднаш е многу полошо: не знае каде е, зборува со луѓе што ги нема, вика, а потоа заспива среде реченица. Вчера беше како и секогаш. Има малку температура и не сака да пие вода. Дали е ова од болеста?',
        2,
        'sudden-confusion',
      ],
      // Adult child carer: thinks it would be better not to exist, to sleep and not wake; asks about day centres in Skopje.
      [
        'Ја негувам мајка ми со Алцхајмер веќе 5 години сама. Не спијам, немам никаков живот. Последно време мислам дека би било подобро да ме нема, да заспијам и да не се разбудам. Извинете што пишувам вака. Има ли дневни центри во Скопје?',
        2,
        'self-harm',
      ],
      // Parent: 9-year-old with night-waking headaches, morning vomiting, clumsiness, new inward squint.
      [
        'Ќерка ми има 9 години, веќе три недели ја будат главоболки ноќе и наутро повраќа пред да јаде. Почна да се сопнува, испушта работи, а од вчера едното око ѝ бега навнатре. Педијатарот рече дека е од телефонот. Да чекаме?',
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Patient: usual gradual migraine; denies fever, neck problems, speech or vision problems; asks about another Imigran.
      'Ме боли главата од утрово, мојата обична мигрена, полека се засили, пулсира лево. Немам температура, вратот ми е во ред, зборувам и гледам нормално. Дали можам да земам уште еден Имигран?',
      // Grandchild: grandfather's stroke 8 years ago, stable; asks how to get him to bathe.
      'Дедо ми имаше мозочен удар пред 8 години и оттогаш има деменција, но сега е стабилен. Како да го убедам да се капе, секогаш се лути?',
    ],
    offTopic: [],
  },
  Serbian: {
    flagged: [
      // Wife: husband struck by lightning-like worst-ever pain in the back of head in a second, vomiting, photophobia; asks about Caffetin.
      [
        'muz mi je pre 10 min vikao iz kupatila, kaze da ga je nesto udarilo u potiljak kao grom, najgora bol u zivotu, doslo je u sekundi. sad povraca i ne moze da gleda u svetlo. ima migrene ali kaze da ovo nikad nije osetio. da mu dam kafetin i da legne?',
        1,
        'thunderclap',
      ],
      // Patient 20: fever 39.5, terrible headache, stiff neck, photophobia, small purple dots on abdomen.
      [
        'Имам 20 година, од јуче температура 39,5, глава ме боли ужасно и врат ми је потпуно укочен, не могу браду да спустим на груди. Смета ми светло и појавиле су се неке ситне љубичасте тачкице на стомаку. Цимер каже да је грип. Да сачекам до понедељка?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 69 suddenly incoherent, word-finding failure, right facial droop, right arm weakness for 30 minutes.
      [
        'Mama (69) odjednom priča nepovezano, ne može da nađe reči, desna strana lica joj je spuštena i desna ruka je slaba, ispušta šolju. Počelo je pre pola sata, glavobolju nema. Tata kaže da popije Brufen i odmori. Šta da radimo?',
        1,
        'neuro-deficit',
      ],
      // Daughter: father with dementia left the flat at night, 3am, -5, no jacket; call police 192 or keep searching?
      [
        'Otac ima demenciju, izašao je iz stana dok sam spavala, ne znamo kada. Sada je 3 ujutru, napolju je minus 5, a jakna mu je ostala na čiviluku. Obišli smo ceo blok i park. Da li da zovem 192 ili da još tražimo sami?',
        2,
        'missing-person',
      ],
      // Patient: thinking of taking all tablets at once to end it; asks if Aimovig is covered by health insurance.
      [
        'Хронична мигрена 10 година, боли ме скоро сваки дан, пробала сам све. Више не могу. Искрено, размишљам да попијем све таблете одједном и да се ово заврши. Не знам зашто вам ово пишем. Да ли се Ајмовиг код нас добија преко РФЗО?',
        1,
        'self-harm',
      ],
      // Husband: wife 73 with new temple headache, scalp tenderness, jaw claudication, transient loss of vision left eye, now blurred.
      [
        'Supruga ima 73 godine, već dve nedelje ima novu glavobolju u slepoočnicama, koža glave je boli kad se češlja, a kad žvaće meso boli je vilica i mora da prestane. Jutros je rekla da na levo oko nekoliko minuta ništa nije videla, sad vidi mutno. Kod lekara smo zakazali za sledeću sredu.',
        1,
        'new-after-50',
      ],
    ],
    harmless: [
      // Parent: TV series character died of meningitis; own child fine, no fever, playing; asks how to recognise danger.
      'Gledala sam seriju gde je lik dobio meningitis i umro za dan, i sad sam paranoična. Moje dete ima migrene, ali sada je skroz dobro, nema temperaturu, igra se. Kako da prepoznam kad je nešto ozbiljno?',
      // Grandchild: grandmother with dementia as usual today, no fever; asks about repetitive questions.
      'Бака има деменцију, данас је као и обично, зна где је, једе, нема температуру, ништа ново. Само ме занима да ли је нормално да пита исто питање 20 пута дневно и како да реагујем?',
    ],
    offTopic: [],
  },
  Croatian: {
    flagged: [
      // Adult child: mother 61 suddenly felt something burst in head, worst ever, instantly, vomiting and confused; asks about Neofen.
      [
        'Mami (61) je prije 15 minuta dok je vješala veš odjednom puknulo u glavi, kaže najgora bol u životu, kao da ju je netko opalio šakom u zatiljak, došlo je u trenu. Sad povraća i zbunjena je. Inače nema glavobolje. Da joj dam Neofen i pustim je da odspava?',
        1,
        'thunderclap',
      ],
      // Parent: 11-year-old, fever 39.5, headache, neck pain, chin cannot reach chest, very sleepy and confused.
      [
        'mali ima 11 god, od jucer ima 39,5, zali se na glavu i kaze da ga boli vrat kad ga savije, ne moze bradu do prsa. danas je jako pospan, jedva ga budim, i nekako je smeten. dali smo mu Lupocet. jel mozemo do ponedjeljka cekati doktoricu?',
        1,
        'fever-stiff-neck',
      ],
      // Patient: sudden left-sided numbness of arm and leg, facial droop, odd speech for 15 min, mild headache; thinks it is aura.
      [
        'pisem tesko, prije cca 15 min mi je utrnula cijela lijeva strana, ruka i noga, ne mogu dobro drzati mob. zena kaze da mi je lice na lijevo objeseno i da cudno pricam. malo me boli glava. imam migrene s aurom pa mozda je to?',
        1,
        'neuro-deficit',
      ],
      // Adult child: father with Alzheimer's acutely disoriented, aggressive, drowsy since this morning; fever and cough.
      [
        'Tata ima Alzheimera, ali od jutros je potpuno drukčiji – ne zna gdje je, misli da je u vojsci, agresivan je, pa onda zaspi usred rečenice. Jučer je bio normalan kao i inače. Ima temperaturu i kašlje od prekjučer. Je li to napredovanje bolesti?',
        2,
        'sudden-confusion',
      ],
      // Husband-carer: last night considered taking both himself and his wife out of this world; asks about care home placement.
      [
        'Brinem o ženi koja ima demenciju već 7 godina. Ne spavam, ne izlazim, djeca su u inozemstvu. Ne mogu više. Sinoć sam razmišljao da nas oboje maknem s ovog svijeta, da se više ne mučimo. Kako se dobije smještaj u domu preko socijalne?',
        2,
        'self-harm',
      ],
      // Patient 26: daily morning headache, pulse-synchronous tinnitus, transient blackouts, new double vision, swollen optic nerves.
      [
        'Imam 26 godina, mjesec dana me svaki dan boli glava, najgore ujutro i kad se sagnem, u ušima čujem šum kao da mi bubnja puls. Kad ustanem, na par sekundi mi se zacrni pred očima, a od jučer vidim dvostruko. Okulist je rekao da su mi očni živci natečeni, a neurolog tek za 3 tjedna.',
        1,
        'papilloedema',
      ],
    ],
    harmless: [
      // Patient: father's stroke 10 years ago; no pain now; asks about triptans given family history.
      'Moj otac je imao moždani udar prije 10 godina i oporavio se. Ja imam migrenu, sada me ništa ne boli i osjećam se dobro. Trebam li zbog obiteljske povijesti izbjegavati triptane?',
      // Adult child: hypothetical - if mother ever got lost; fine now; asks about ID bracelets and tracking apps.
      'Što ako se mama (blaga demencija) jednog dana izgubi u gradu? Sada je dobro, nikad ne izlazi sama, ali želim biti spremna. Ima li narukvica s podacima ili aplikacija za praćenje?',
    ],
    offTopic: [],
  },
  Bosnian: {
    flagged: [
      // Patient: lifting weights, sudden bursting worst-ever headache in a second, dizzy, vomiting, neck pain; asks about Caffetin.
      [
        'prije 5 min u teretani dok sam digo teg udarila me bol u glavi ko da mi je nesto puklo, najgora bol u zivotu, doslo je u sekundi. vrti mi se, povracam i vrat me boli. imam migrene al ovo nije to. jel da popijem kafetin pa da vidim?',
        1,
        'thunderclap',
      ],
      // Parent: 2-year-old, fever 39.8, floppy and sleepy, neck pain on movement, non-blanching red dots.
      [
        'Kćerka ima 2 godine, od jutros temperatura 39,8, dala sam joj Paracetamol sirup ali ne spada. Jako je mlitava i pospana, plače kad joj pomjerim glavu, a sad sam vidjela tamnocrvene tačkice po nogama koje ne nestaju kad pritisnem čašom. Da čekamo jutro?',
        1,
        'fever-stiff-neck',
      ],
      // Husband: wife 58 with muddled speech, left mouth droop, left arm weakness for 20 minutes; pill or call 124?
      [
        'Žena mi je prije 20 minuta odjednom počela čudno pričati, riječi joj se miješaju, lijevi ugao usana joj visi i ne može podići lijevu ruku. Ima 58 godina. Glava je ne boli. Kaže da je umorna i hoće da legne. Jel to od pritiska, da joj dam tabletu ili zovem 124?',
        1,
        'neuro-deficit',
      ],
      // Grandchild: grandmother with dementia missing two hours, night, snowing, in slippers.
      [
        'Nana ima demenciju i nestala je iz kuće prije otprilike dva sata, niko nije vidio kad je izašla. Sad je noć, pada snijeg, a ona je u papučama. Obišli smo mahalu i džamiju, nema je. Šta da radimo, koga da zovemo?',
        2,
        'missing-person',
      ],
      // Patient: wishes not to wake up, last night seriously thought about how to do it; asks about headache centre.
      [
        'Imam hroničnu migrenu 9 godina, boli me skoro svaki dan i niko mi ne može pomoći. Umorna sam od svega. Nekad poželim da legnem i da se ne probudim, a sinoć sam ozbiljno razmišljala kako bih to uradila. Ima li u Sarajevu neki centar za glavobolju?',
        1,
        'self-harm',
      ],
      // Parent: 6-year-old with night-waking headaches, morning vomiting, clumsiness, new squint.
      [
        'Sin ima 6 godina, već tri sedmice ga noću budi glavobolja, a ujutro povraća prije doručka. Zadnjih dana je nespretan, pada, ispada mu kašika iz ruke, a danas sam primijetila da mu jedno oko ide prema nosu. Doktorica je rekla da je virus. Da čekamo kontrolu?',
        1,
        'child-warning',
      ],
    ],
    harmless: [
      // Parent: neighbour's son had meningitis last year; own son well; asks about vaccines.
      'Komšijin sin je prošle godine imao meningitis, sad je dobro. Moj sin ima migrene i uplašila sam se. Trenutno je dobro, nema temperaturu, vrat ga ne boli, ide u školu. Ima li vakcina koju bi trebao primiti?',
      // Patient: usual gradual migraine; denies fever, neck, vision, speech problems; asks about Sumamigren twice a day.
      'Boli me glava od jutros, ista migrena kao i uvijek, polako je krenula, pulsira desno. Nemam temperaturu, vrat mi je ok, vidim i pričam normalno. Jel mogu popiti Sumamigren dva puta u danu?',
    ],
    offTopic: [],
  },
  Slovenian: {
    flagged: [
      // Wife: husband running felt something burst in head, worst ever, seconds, vomiting, neck pain; asks about Lekadol.
      [
        'Mož je pred 10 minutami med tekom nenadoma začutil, kot da mu je nekaj počilo v glavi, pravi, da je to najhujši glavobol v življenju, prišel je v par sekundah. Zdaj bruha in ga boli vrat. Ima sicer migrene, ampak pravi, da to ni to. Mu dam Lekadol in naj leži?',
        1,
        'thunderclap',
      ],
      // Patient 24: fever 39.6, unprecedented headache, rigid neck, photophobia, feels confused; alone.
      [
        'imam 24 let, od vceraj vrocina 39,6, glava me boli kot se nikoli in vrat imam cisto trd, ne morem z brado do prsi. svetloba me moti in pocutim se cudno zmedeno. sem sama v stanovanju. pocakam do jutri na osebnega zdravnika?',
        1,
        'fever-stiff-neck',
      ],
      // Adult child: mother 74 suddenly slurred, right facial droop, cannot hold spoon with right hand for 30 min; call 112?
      [
        'Mama (74) je pri kosilu nenadoma začela govoriti nerazločno, desna stran obraza ji je povešena in z desno roko ne more držati žlice. Začelo se je pred pol ure. Glava je ne boli. Ati pravi, naj se uleže in bo bolje. Kličem 112?',
        1,
        'neuro-deficit',
      ],
      // Husband: wife with Alzheimer's gone from home, 10pm, -3, coat left behind.
      [
        'Žena ima Alzheimerjevo bolezen. Ko sem zvečer prišel iz trgovine, je ni bilo doma, vrata so bila odprta. Zdaj je ura 22, zunaj je minus 3, njen plašč je tu. Obhodil sem ulico in park. Kaj naj naredim najprej?',
        2,
        'missing-person',
      ],
      // Daughter-carer: thinks it would be best to simply not wake up and be done; asks about home help.
      [
        'Že 6 let skrbim za očeta z demenco, sama, poleg službe. Ne zmorem več. Včasih si mislim, da bi bilo najbolje, da se enostavno ne zbudim in je konec. Danes je bil res hud dan. Kako dobim pomoč na domu preko CSD?',
        2,
        'self-harm',
      ],
      // Patient 68: temple headache, scalp tenderness, jaw claudication, curtain-like loss of vision right eye this morning, now blurred.
      [
        'Stara sem 68 let, zadnja dva tedna me boli glava v sencih, lasišče me boli, ko se počešem, in pri žvečenju me boli čeljust, da moram nehati. Danes zjutraj sem za nekaj minut na desno oko videla črno, kot zavesa. Zdaj vidim megleno. Zdravnica ima prost termin šele čez 10 dni.',
        1,
        'visual-loss',
      ],
    ],
    harmless: [
      // Patient: usual gradual migraine; denies fever, neck, speech, vision problems; asks about second zolmitriptan.
      'Imam svojo običajno migreno od jutra, počasi se je stopnjevala, utripa na levi. Nimam vročine, vrat je v redu, govorim in vidim normalno. Ali lahko vzamem še en zolmitriptan po dveh urah?',
      // Adult child: neighbour's father went missing last year; mother with early dementia is calm; asks about an ID bracelet.
      'Sosedin oče je lani ponoči odšel od doma in so ga iskali gasilci. Moja mama ima začetno demenco, je mirna in nikoli ne hodi ven sama. Ali je pametno že zdaj urediti zapestnico z našo številko?',
    ],
    offTopic: [],
  },
});
